import { performance } from "node:perf_hooks";
import { type GoldRecord, loadDataset } from "../../src/eval/dataset.js";
import { textAsGoldReadsIt } from "../../src/eval/gold-convention.js";
import { decodedHtml } from "./pages.js";
import type { ChildMessage, PageReply, PageRequest, ParentMessage } from "./protocol.js";
import { outputText, peerSystem } from "./systems.js";

/**
 * Child process of the race: runs one system (argv[2]) on the pages the supervisor sends, one at a
 * time, so that its RSS belongs to that system alone and a hung page can be killed from outside.
 */
const systemName = process.argv[2];
if (systemName === undefined) throw new Error("usage: child.ts SYSTEM (started by the race)");

// The race is offline: a system that tries to fetch anything fails that page instead.
globalThis.fetch = () => Promise.reject(new Error("network access is disabled in the race"));

const runner = await peerSystem(systemName).load();
send({ type: "ready" });

process.on("message", (message: ParentMessage) => {
  // Exits rather than waiting for its event loop to drain: a system may hold a process of its own
  // (trafilatura's Python) open, which must not keep the race waiting.
  if (message.type === "finish") process.exit(0);
  else void runPage(message).then(send);
});

async function runPage(request: PageRequest): Promise<PageReply> {
  let start: number | undefined;
  try {
    const html = decodedHtml(request.datasetDir, request.page);
    start = performance.now();
    // Some gold records carry "" for an unknown URL; jsdom rejects "" where it accepts no URL.
    const output = await runner.extract(
      html,
      request.url || undefined,
      `${request.dataset}/${request.id}`,
    );
    const ms = output?.ownProcess?.ms ?? performance.now() - start;
    const text = textAsGoldReadsIt(goldOf(request), {
      title: output?.title ?? "",
      text: outputText(output),
      byline: output?.byline,
    });
    return reply(request, text === "" ? "empty" : "ok", text, ms, output?.ownProcess?.maxRssKiB);
  } catch (error) {
    const ms = start === undefined ? 0 : performance.now() - start;
    return {
      ...reply(request, "error", "", ms),
      error: String((error as Error)?.message ?? error),
    };
  }
}

/**
 * The page's gold record, which says whether the text is scored with the system's title on top
 * and pith's byline lines above its body (L3S-GN1's gold starts with the headline; L3S-GN1's and
 * Dragnet's mostly keep bylines; src/eval/gold-convention.ts), untimed.
 */
function goldOf(request: PageRequest): GoldRecord {
  let records = goldRecords.get(request.datasetDir);
  if (records === undefined) {
    records = new Map(loadDataset(request.datasetDir).records.map((record) => [record.id, record]));
    goldRecords.set(request.datasetDir, records);
  }
  const record = records.get(request.id);
  if (record === undefined) throw new Error(`${request.dataset}: no gold record ${request.id}`);
  return record;
}

const goldRecords = new Map<string, ReadonlyMap<string, GoldRecord>>();

function reply(
  request: PageRequest,
  outcome: PageReply["outcome"],
  text: string,
  ms: number,
  ownProcessRssKiB?: number,
): PageReply {
  return {
    type: "result",
    index: request.index,
    outcome,
    text,
    ms,
    maxRssKiB: ownProcessRssKiB ?? process.resourceUsage().maxRSS,
    // A system in a process of its own has no V8 heap of ours to sample.
    heapUsedBytes: ownProcessRssKiB === undefined ? process.memoryUsage().heapUsed : 0,
  };
}

function send(message: ChildMessage): void {
  process.send?.(message);
}
