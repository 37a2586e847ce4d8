import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { afterAll, describe, expect, it } from "vitest";
import { ARTICLE, root } from "./pages.js";

let child: ChildProcess | undefined;

afterAll(() => {
  if (child?.exitCode === null) child.kill("SIGKILL");
});

/** Resolves with the address of the first log line that says where the server listens. */
function listeningAddress(process: ChildProcess, lines: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = "";
    process.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      buffer += chunk;
      const complete = buffer.split("\n");
      buffer = complete.pop() ?? "";
      for (const line of complete) {
        lines.push(line);
        const address = /Server listening at (http:\/\/\S+?)"/.exec(line)?.[1];
        if (address !== undefined) resolve(address);
      }
    });
    process.once("exit", (code) => reject(new Error(`pith serve exited with ${code}`)));
  });
}

describe("pith serve", () => {
  it("listens on a free port, extracts, and exits 0 on SIGTERM", async () => {
    const lines: string[] = [];
    let stderr = "";
    child = spawn(
      process.execPath,
      [root("dist/cli/main.js"), "serve", "--port", "0", "--jobs", "1", "--max-queue", "4"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const exited = once(child, "exit");
    const address = await listeningAddress(child, lines);
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const response = await fetch(`${address}/extract`, {
      method: "POST",
      body: ARTICLE,
      headers: { "content-type": "text/html" },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).title).toBe("Why Tide Pools Matter");

    child.kill("SIGTERM");
    const [code, signal] = await exited;
    expect({ code, signal, stderr }).toEqual({ code: 0, signal: null, stderr: "" });
    // Every log line is JSON; the request was logged, then the shutdown.
    const logs = lines.filter((line) => line !== "").map((line) => JSON.parse(line));
    expect(logs.some((log) => log.msg === "request completed")).toBe(true);
    expect(logs.at(-1).msg).toBe("stopped");
  }, 120_000);

  it("exits 1 with one line when the port is taken, as pith label does (issue 54)", async () => {
    const { createServer } = await import("node:net");
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as { port: number }).port;
    const serve = spawn(
      process.execPath,
      [root("dist/cli/main.js"), "serve", "--port", String(port), "--jobs", "1"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let stderr = "";
    serve.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const [code] = await once(serve, "exit");
    taken.close();
    expect(code).toBe(1);
    expect(stderr).toMatch(/^pith serve: .*EADDRINUSE.*\n$/);
  }, 120_000);

  it("teaches its usage in --help", async () => {
    const help = spawn(process.execPath, [root("dist/cli/main.js"), "serve", "--help"]);
    let out = "";
    help.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
    });
    const [code] = await once(help, "exit");
    expect(code).toBe(0);
    expect(out).toContain("--max-queue");
    expect(out).toContain("curl");
  }, 60_000);
});
