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

/**
 * Runs one system over the pages in a child process of its own, one page at a time. A page that
 * exceeds the timeout (or kills its process) is recorded and the child is replaced, so one
 * pathological page cannot stall the race.
 */
export async function runSystem(
  system: string,
  pages: readonly BenchPage[],
  options: RunOptions,
): Promise<SystemRun> {
  const results: PageRun[] = [];
  let peakRssKiB = 0;
  let peakHeapBytes = 0;
  let processes = 0;
  let child: Child | undefined;
  for (let index = 0; index < pages.length; index++) {
    if (child === undefined) {
      child = await startChild(system);
      processes++;
    }
    const reply = await child.run(request(pages[index], index), options.timeoutMs);
    if (reply.outcome === "timeout" || reply.outcome === "crash") {
      child.kill();
      child = undefined;
    }
    peakRssKiB = Math.max(peakRssKiB, reply.maxRssKiB);
    peakHeapBytes = Math.max(peakHeapBytes, reply.heapUsedBytes);
    const { outcome, text, ms, error } = reply;
    results.push(error === undefined ? { outcome, text, ms } : { outcome, text, ms, error });
    options.onPage?.(index + 1, pages.length);
  }
  child?.finish();
  return { system, pages: results, peakRssKiB, peakHeapBytes, processes };
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
