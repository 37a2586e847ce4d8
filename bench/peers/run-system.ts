import { type ChildProcess, fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { BenchPage } from "./pages.js";
import type { ChildMessage, Outcome, PageReply, PageRequest } from "./protocol.js";

export interface PageRun {
  readonly outcome: Outcome;
  readonly text: string;
  readonly ms: number;
  readonly error?: string;
}

export interface SystemRun {
  readonly system: string;
  /** One entry per page, in the order of the pages given. */
  readonly pages: readonly PageRun[];
  /** Largest `maxRSS` any of the system's child processes reported, KiB. */
  readonly peakRssKiB: number;
  /** Largest V8 heap in use sampled after a page, bytes. */
  readonly peakHeapBytes: number;
  /** Children started: 1 plus one per timeout or crash. */
  readonly processes: number;
}

export interface RunOptions {
  /** A page still running after this long is killed with its process and counted as a timeout. */
  readonly timeoutMs: number;
  readonly onPage?: (done: number, total: number) => void;
}

const CHILD = fileURLToPath(new URL("./child.ts", import.meta.url));

/** Pages a system runs back to back before the next system takes its turn on the same pages. */
export const TURN_PAGES = 25;

/**
 * Runs every system over the pages in turns: each system runs the same TURN_PAGES pages back to
 * back (the order of systems rotating from turn to turn) before the next pages go to any. Each
 * turn lasts a second or two, so the latencies being compared were measured under the same load on
 * a shared machine, rather than one system's whole run against another's minutes later; within a
 * turn a system runs warm, as it would over a user's batch. Each system keeps a child process of
 * its own (its RSS is its own) and runs one page at a time; no two systems ever run at once. A
 * page that exceeds the timeout (or kills its process) is recorded and that child is replaced, so
 * one pathological page cannot stall the race.
 */
export async function runSystems(
  systems: readonly string[],
  pages: readonly BenchPage[],
  options: RunOptions,
): Promise<SystemRun[]> {
  const runners = systems.map((system) => new SystemRunner(system));
  for (let start = 0, turn = 0; start < pages.length; start += TURN_PAGES, turn++) {
    const end = Math.min(start + TURN_PAGES, pages.length);
    for (let k = 0; k < runners.length; k++) {
      const runner = runners[(turn + k) % runners.length];
      for (let index = start; index < end; index++)
        await runner.run(request(pages[index], index), options.timeoutMs);
    }
    options.onPage?.(end, pages.length);
  }
  return runners.map((runner) => runner.finish());
}

/** One system's child process (restarted after a timeout or crash) and what it measured. */
class SystemRunner {
  private readonly results: PageRun[] = [];
  private peakRssKiB = 0;
  private peakHeapBytes = 0;
  private processes = 0;
  private child: Child | undefined;

  constructor(private readonly system: string) {}

  async run(pageRequest: PageRequest, timeoutMs: number): Promise<void> {
    if (this.child === undefined) {
      this.child = await startChild(this.system);
      this.processes++;
    }
    const reply = await this.child.run(pageRequest, timeoutMs);
    if (reply.outcome === "timeout" || reply.outcome === "crash") {
      this.child.kill();
      this.child = undefined;
    }
    this.peakRssKiB = Math.max(this.peakRssKiB, reply.maxRssKiB);
    this.peakHeapBytes = Math.max(this.peakHeapBytes, reply.heapUsedBytes);
    const { outcome, text, ms, error } = reply;
    this.results.push(error === undefined ? { outcome, text, ms } : { outcome, text, ms, error });
  }

  finish(): SystemRun {
    this.child?.finish();
    return {
      system: this.system,
      pages: this.results,
      peakRssKiB: this.peakRssKiB,
      peakHeapBytes: this.peakHeapBytes,
      processes: this.processes,
    };
  }
}

function request(page: BenchPage, index: number): PageRequest {
  const { id, page: path, url } = page.record;
  return {
    type: "page",
    index,
    dataset: page.dataset,
    datasetDir: page.datasetDir,
    id,
    page: path,
    url,
  };
}

interface Child {
  run(request: PageRequest, timeoutMs: number): Promise<PageReply>;
  kill(): void;
  finish(): void;
}

async function startChild(system: string): Promise<Child> {
  const child = fork(CHILD, [system], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", (message: ChildMessage) =>
      message.type === "ready" ? resolve() : reject(new Error("child did not start")),
    );
    child.once("exit", (code) =>
      reject(new Error(`child for ${system} exited with ${code} before it was ready`)),
    );
  });
  child.removeAllListeners("exit");
  return {
    run: (pageRequest, timeoutMs) => runOnChild(child, pageRequest, timeoutMs),
    kill: () => child.kill("SIGKILL"),
    finish: () => child.send({ type: "finish" }),
  };
}

function runOnChild(
  child: ChildProcess,
  pageRequest: PageRequest,
  timeoutMs: number,
): Promise<PageReply> {
  return new Promise((resolve) => {
    const failed = (outcome: Outcome, error: string): PageReply => ({
      type: "result",
      index: pageRequest.index,
      outcome,
      text: "",
      ms: outcome === "timeout" ? timeoutMs : 0,
      error,
      maxRssKiB: peakRssOf(child.pid),
      heapUsedBytes: 0,
    });
    const settle = (reply: PageReply) => {
      clearTimeout(timer);
      child.off("message", onMessage);
      child.off("exit", onExit);
      resolve(reply);
    };
    const onMessage = (message: ChildMessage) => {
      if (message.type === "result" && message.index === pageRequest.index) settle(message);
    };
    const onExit = (code: number | null, signal: string | null) =>
      settle(failed("crash", `process exited (${signal ?? code}) on this page`));
    const timer = setTimeout(() => settle(failed("timeout", `over ${timeoutMs} ms`)), timeoutMs);
    child.on("message", onMessage);
    child.on("exit", onExit);
    child.send(pageRequest);
  });
}

/** Peak RSS of a live process from Linux's /proc (KiB); 0 where unavailable or already gone. */
function peakRssOf(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}
