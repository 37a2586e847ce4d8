import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const DOCKERFILE = readFileSync(root("Dockerfile"), "utf8");
const IGNORED = readFileSync(root(".dockerignore"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.startsWith("#"));

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
const INSTRUCTIONS = DOCKERFILE.replace(/\\\n\s*/g, " ")
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.startsWith("#"));
const instructions = (keyword: string) =>
  INSTRUCTIONS.filter((line) => line.startsWith(`${keyword} `)).map((line) =>
    line.slice(keyword.length + 1),
  );

/** A daemon that answers, not only the client: `docker info` fails without one. */
const HAS_DOCKER = spawnSync("docker", ["info"], { stdio: "ignore", timeout: 20_000 }).status === 0;
if (!HAS_DOCKER)
  console.warn("docker (with a running daemon) is not available: the image build test is skipped");

const IMAGE = "pith-test-image";

function docker(args: readonly string[], timeout = 60_000) {
  return spawnSync("docker", args, { encoding: "utf8", timeout, maxBuffer: 64 * 1024 * 1024 });
}

describe("the Dockerfile", () => {
  it("builds on Node 20 slim, runs as a non-root user, checks /health and starts pith serve", () => {
    expect(instructions("FROM").every((from) => /^node:20-[\w-]*slim\b/.test(from))).toBe(true);
    expect(instructions("USER")).toEqual(["node"]);
    expect(instructions("RUN").some((run) => run.startsWith("npm ci"))).toBe(true);
    expect(instructions("HEALTHCHECK").join()).toContain("http://127.0.0.1:8080/health");
    const [entrypoint] = instructions("ENTRYPOINT");
    expect(JSON.parse(entrypoint).slice(0, 3)).toEqual(["node", "dist/cli/main.js", "serve"]);
  });

  it("copies from the context only paths that exist and that .dockerignore lets through", () => {
    const sources = instructions("COPY")
      .filter((copy) => !copy.startsWith("--from="))
      .flatMap((copy) => copy.split(/\s+/).slice(0, -1));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(existsSync(root(source)), source).toBe(true);
      expect(IGNORED, source).not.toContain(source);
    }
  });

  describe.skipIf(!HAS_DOCKER)("built where docker runs (skipped without a docker daemon)", () => {
    afterAll(() => {
      docker(["rm", "-f", IMAGE]);
      docker(["rmi", "-f", IMAGE]);
    });

    it("builds, serves /health and /extract as user node", () => {
      const build = docker(["build", "-t", IMAGE, root(".")], 900_000);
      expect(build.status, build.stderr).toBe(0);
      const run = docker(["run", "-d", "--name", IMAGE, IMAGE, "--jobs", "1"]);
      expect(run.status, run.stderr).toBe(0);
      const probe = (script: string) => docker(["exec", IMAGE, "node", "-e", script], 30_000);
      const healthProbe =
        "fetch('http://127.0.0.1:8080/health').then(async (r) => { console.log(await r.text()); process.exit(r.ok ? 0 : 1) }, () => process.exit(1))";
      let health = probe(healthProbe);
      // The server needs a moment to start inside the container.
      for (let tries = 0; tries < 60 && health.status !== 0; tries++) {
        spawnSync("sleep", ["1"]);
        health = probe(healthProbe);
      }
      expect(JSON.parse(health.stdout)).toMatchObject({ status: "ok" });
      const extracted = probe(
        "fetch('http://127.0.0.1:8080/extract?format=text', { method: 'POST', headers: { 'content-type': 'text/html' }, body: '<title>T</title><article><p>' + 'A sentence of words in a paragraph. '.repeat(20) + '</p></article>' }).then(async (r) => { console.log(await r.text()); process.exit(r.ok ? 0 : 1) })",
      );
      expect(extracted.stdout).toContain("A sentence of words");
      expect(docker(["exec", IMAGE, "id", "-un"]).stdout.trim()).toBe("node");
    }, 1_000_000);
  });
});
