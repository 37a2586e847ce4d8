/**
 * Issue 56's attacks on pith's entry points, each as a vector that runs the built CLI or service
 * (dist/) and says whether its promise held, how long it took and what it cost: uploads that
 * trickle, special files, link tricks, selector bombs, escape sequences, private addresses. The
 * fast ones also run in `npm test` (test/cli/hostile.test.ts); all of them, with the trickling
 * uploads' memory, run with:
 *
 *   npm run build && npx tsx bench/hostile/entry-points.ts
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const PITH = fileURLToPath(new URL("../../dist/cli/main.js", import.meta.url));
const ARTICLE = fileURLToPath(new URL("../../examples/article.html", import.meta.url));

export interface VectorOutcome {
  /** The promise held. */
  readonly ok: boolean;
  /** What was seen, in a few words. */
  readonly detail: string;
}

export interface EntryPointVector {
  readonly name: string;
  /** The attack, in a few words. */
  readonly what: string;
  /** Runs in a few seconds: part of `npm test`. */
  readonly fast: boolean;
  /** Runs the attack in `dir` (a fresh directory). */
  readonly run: (dir: string) => Promise<VectorOutcome>;
}

function pith(args: readonly string[], timeoutMs = 60_000) {
  const run = spawnSync(process.execPath, [PITH, ...args], {
    encoding: "utf8",
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: run.status, stdout: run.stdout ?? "", stderr: run.stderr ?? "" };
}

const codes = (jsonl: string) =>
  jsonl
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { code?: string }).code ?? "ok");

const same = (a: string, b: string) => readFileSync(a).equals(readFileSync(b));

/** `pith serve` on a free port; resolves with its address once it listens. */
async function startServe(args: readonly string[]): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [PITH, "serve", "--port", "0", "--quiet", ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let buffer = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      buffer += chunk;
      const address = /Server listening at (http:\/\/[^"\s]+)/.exec(buffer)?.[1];
      if (address !== undefined) resolve(address);
    });
    child.once("exit", (code) => reject(new Error(`pith serve exited with ${code}`)));
  });
  return { child, base };
}

function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** An upload that announces `bytes` and sends a few now and then: what it was answered. */
function trickle(base: string, bytes: number): { socket: Socket; answer: () => string } {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  let received = "";
  socket.setEncoding("utf8").on("data", (chunk: string) => {
    received += chunk;
  });
  socket.on("error", () => {});
  socket.write(
    `POST /extract HTTP/1.1\r\nHost: x\r\nContent-Type: text/html\r\nContent-Length: ${bytes}\r\n\r\n<p>`,
  );
  return { socket, answer: () => received };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const ENTRY_POINT_VECTORS: readonly EntryPointVector[] = [
  {
    name: "trickling uploads",
    what: "60 connections announce 30 MB bodies and send a byte a second (serve --jobs 1 --max-queue 2 --request-timeout 3000)",
    fast: false,
    async run() {
      const { child, base } = await startServe([
        "--jobs",
        "1",
        "--max-queue",
        "2",
        "--request-timeout",
        "3000",
      ]);
      try {
        const before = residentMiB(child.pid as number);
        const uploads = Array.from({ length: 60 }, () => trickle(base, 30 * 1024 * 1024));
        const drip = setInterval(() => {
          for (const { socket } of uploads) if (!socket.destroyed) socket.write("x");
        }, 1000);
        await sleep(1500);
        const busy = uploads.filter(({ answer }) => answer().startsWith("HTTP/1.1 503")).length;
        let peak = residentMiB(child.pid as number);
        const started = Date.now();
        while (uploads.some(({ socket }) => !socket.destroyed) && Date.now() - started < 15_000) {
          peak = Math.max(peak, residentMiB(child.pid as number));
          await sleep(200);
        }
        clearInterval(drip);
        const open = uploads.filter(({ socket }) => !socket.destroyed).length;
        for (const { socket } of uploads) socket.destroy();
        return {
          ok: busy >= 57 && open === 0 && peak - before < 200,
          detail: `${busy} answered 503 at once, ${open} still open after 15 s; RSS ${before.toFixed(0)} → ${peak.toFixed(0)} MiB`,
        };
      } finally {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
    },
  },
  {
    name: "selector bomb",
    what: "POST /extract with include :has( nested 30 deep over 500 nested divs",
    fast: false,
    async run() {
      const { child, base } = await startServe(["--jobs", "1", "--timeout", "20000"]);
      try {
        const bomb = `:has(${":has(".repeat(29)}*${")".repeat(30)}`;
        const html = `${"<div>".repeat(500)}<p>deep</p>${"</div>".repeat(500)}`;
        const started = performance.now();
        const response = await fetch(`${base}/extract`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ html, options: { include: [bomb] } }),
        });
        const ms = performance.now() - started;
        const body = (await response.json()) as { code?: string };
        return {
          ok: response.status === 400 && ms < 2000,
          detail: `${response.status} ${body.code} in ${ms.toFixed(0)} ms`,
        };
      } finally {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
    },
  },
  {
    name: "link to /dev/zero",
    what: "a directory holding a.html → /dev/zero, read with --follow-links",
    fast: true,
    async run(dir) {
      symlinkSync("/dev/zero", join(dir, "a.html"));
      const started = performance.now();
      const run = pith(["extract", dir, "--follow-links", "--format", "jsonl", "--quiet"]);
      const seconds = (performance.now() - started) / 1000;
      const seen = codes(run.stdout);
      return {
        ok: seen.join() === "PITH_UNSUPPORTED" && seconds < 30,
        detail: `${seen.join()} in ${seconds.toFixed(1)} s`,
      };
    },
  },
  {
    name: "FIFO",
    what: "pith extract f.html --timeout 3000, f.html a FIFO nobody writes",
    fast: true,
    async run(dir) {
      const fifo = join(dir, "f.html");
      if (spawnSync("mkfifo", [fifo]).status !== 0) return { ok: true, detail: "no mkfifo" };
      const started = performance.now();
      const run = pith(["extract", fifo, "--format", "json", "--timeout", "3000"], 20_000);
      const seconds = (performance.now() - started) / 1000;
      const code = run.stdout === "" ? "none" : (JSON.parse(run.stdout) as { code?: string }).code;
      return {
        ok: run.status === 1 && code === "PITH_UNSUPPORTED",
        detail: `exit ${run.status} (${code}) after ${seconds.toFixed(1)} s`,
      };
    },
  },
  {
    name: "--out through links",
    what: "--out a symbolic link, then a hard link, to a page of the input directory",
    fast: true,
    async run(dir) {
      const pages = join(dir, "d");
      mkdirSync(pages);
      copyFileSync(ARTICLE, join(pages, "c.html"));
      symlinkSync(join(pages, "c.html"), join(dir, "soft.jsonl"));
      linkSync(join(pages, "c.html"), join(dir, "hard.jsonl"));
      const statuses = ["soft.jsonl", "hard.jsonl"].map(
        (out) => pith(["extract", pages, "--out", join(dir, out)]).status,
      );
      const intact = same(join(pages, "c.html"), ARTICLE);
      return {
        ok: statuses.every((status) => status === 2) && intact,
        detail: `exit ${statuses.join(", ")}; input ${intact ? "intact" : "OVERWRITTEN"}`,
      };
    },
  },
  {
    name: "--out-dir through a link",
    what: "out/a.md → ../in/b.html before pith extract in --format markdown --out-dir out",
    fast: true,
    async run(dir) {
      const input = join(dir, "in");
      const out = join(dir, "out");
      mkdirSync(input);
      mkdirSync(out);
      copyFileSync(ARTICLE, join(input, "a.html"));
      copyFileSync(ARTICLE, join(input, "b.html"));
      symlinkSync("../in/b.html", join(out, "a.md"));
      const run = pith(["extract", input, "--format", "markdown", "--out-dir", out, "--quiet"]);
      const intact = same(join(input, "b.html"), ARTICLE);
      return {
        ok: intact && /symbolic link pith did not create/.test(run.stderr),
        detail: `input ${intact ? "intact" : "OVERWRITTEN"}, exit ${run.status}`,
      };
    },
  },
  {
    name: "link out of the input directory",
    what: "shared/leak.html → ../secret.html in a directory job",
    fast: true,
    async run(dir) {
      const shared = join(dir, "shared");
      mkdirSync(shared);
      writeFileSync(join(dir, "secret.html"), "<p>The worker's private key is right here.</p>");
      symlinkSync(join(dir, "secret.html"), join(shared, "leak.html"));
      const run = pith(["extract", shared, "--format", "jsonl", "--quiet"]);
      const leaked = run.stdout.includes("private key");
      return {
        ok: !leaked && codes(run.stdout).join() === "PITH_OUTSIDE_INPUT",
        detail: leaked ? "LEAKED" : codes(run.stdout).join(),
      };
    },
  },
  {
    name: "escape sequences",
    what: "page text with &#27;]52;c;…&#7; (OSC 52) and &#x1b;[2J; a file named with ESC and a newline",
    fast: true,
    async run(dir) {
      const page = join(dir, "osc.html");
      writeFileSync(
        page,
        "<title>T</title><p>Copy this&#27;]52;c;ZXZpbA==&#7; and clear&#x1b;[2J the screen now, reader.</p>",
      );
      const text = pith(["extract", page, "--format", "text"]).stdout;
      const named = join(dir, "a\x1b[2J\nforged.html");
      writeFileSync(named, "");
      const stderr = pith(["extract", named]).stderr;
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
      const controls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
      return {
        ok: !controls.test(text) && !stderr.includes("\x1b") && text.includes("Copy this"),
        detail: `text ${controls.test(text) ? "HAS" : "has no"} control characters; stderr ${stderr.includes("\x1b") ? "HAS" : "has no"} ESC`,
      };
    },
  },
  {
    name: "private addresses",
    what: "pith extract http://2130706433:PORT/ (loopback, decimal) without --allow-private-addresses",
    fast: true,
    async run() {
      const site = createServer((_, response) =>
        response.writeHead(200, { "content-type": "text/html" }).end("<p>internal admin page</p>"),
      ).listen(0, "127.0.0.1");
      await once(site, "listening");
      const { port } = site.address() as { port: number };
      try {
        const run = await new Promise<string>((resolve) => {
          const child = spawn(process.execPath, [
            PITH,
            "extract",
            `http://2130706433:${port}/`,
            "--format",
            "json",
          ]);
          let stdout = "";
          child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
            stdout += chunk;
          });
          child.on("exit", () => resolve(stdout));
        });
        const code = run === "" ? "none" : (JSON.parse(run) as { code?: string }).code;
        return { ok: code === "PITH_PRIVATE_ADDRESS", detail: String(code) };
      } finally {
        site.close();
      }
    },
  },
];

async function main(): Promise<void> {
  console.log("| vector | attack | held | seen | s |");
  console.log("|---|---|---|---|--:|");
  let held = 0;
  for (const vector of ENTRY_POINT_VECTORS) {
    const dir = mkdtempSync(join(tmpdir(), "pith-entry-"));
    const started = performance.now();
    try {
      const outcome = await vector.run(dir);
      if (outcome.ok) held++;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `| ${vector.name} | ${vector.what} | ${outcome.ok ? "yes" : "**no**"} | ${outcome.detail.replaceAll("\n", " ")} | ${seconds} |`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(`\n${held} of ${ENTRY_POINT_VECTORS.length} promises held.`);
  process.exitCode = held === ENTRY_POINT_VECTORS.length ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
