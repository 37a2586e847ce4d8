import { existsSync } from "node:fs";
import { join } from "node:path";
import { renderPeersMarkdown } from "../peers/markdown.js";
import { DEFAULT_OUT_DIR, type PeersReport, readPeersReport } from "../peers/report.js";
import type { ResultsSection } from "./section.js";

/**
 * Where a rerun of some systems goes (`npm run bench:peers -- --systems pith,… --out <this>`), e.g.
 * pith after a model change together with Readability on linkedom, for latencies from one run.
 */
export const RERUN_DIR = join(DEFAULT_OUT_DIR, "rerun");

/**
 * The race against Readability & co. The full race is slow (jsdom alone takes ~30 min), so some
 * rows may come from a later rerun of a few systems: those replace the same-named ones.
 */
export const peersSection: ResultsSection = {
  id: "peers",
  render() {
    if (!existsSync(join(DEFAULT_OUT_DIR, "peers.json"))) {
      throw new Error("no bench/out/peers.json: run `npm run bench:peers` first");
    }
    const race = readPeersReport();
    const rerun = rerunReport();
    const report = rerun === undefined ? race : withSystemsReplaced(race, rerun);
    const commands =
      rerun === undefined
        ? `\`${race.command}\``
        : `\`${race.command}\`, these systems then rerun together on ${rerun.generatedAt.slice(0, 10)}: \`${rerun.command}\`${rerun.options.schedule === "interleaved" ? ` (taking turns of ${rerun.options.turnPages ?? 1} pages, so their latencies compare under the same load, with each other but not with the other rows, which ran on another day; the base race's note below describes those)` : ""}`;
    return [
      "## Against the extractors people use today",
      "",
      `Commands: ${commands}; this section: \`npm run results -- --only peers\`.`,
      "",
      "**Compare the other systems with `pith-heldout`.** It extracts every page with the fold model of the",
      "default recipe's by-site cross-validation (`npm run bench:default-cv` saves them) that never saw the",
      "page's site, so its accuracy is what a user gets on unseen sites. The `pith` row runs the shipped",
      "model, which was trained on all of these pages: its accuracy is in-sample, its latency and memory are",
      "the product's. `pith-simple-mss` needs no training, so its rows are fair as they stand.",
      "`pith-heldout-comments` is `pith-heldout` with the user comments it finds appended to the text: the",
      "convention of CleanEval-dev's gold, which keeps a blog's comments as content (Dragnet's and L3S-GN1's",
      "separate them; pith returns them apart with `--comments`).",
      "`trafilatura` is trafilatura 2.3.1 from ../shared/peers/trafilatura, run by Debian's Python in a process",
      "of its own and timed by its own clock (decision 0042). Its WCXB word F1 here matches what that folder's",
      "README measured with trafilatura's own runner (0.819) and is above the 0.791 WCXB publishes for",
      "trafilatura on the same pages; which version or settings WCXB ran is not stated, so the gap is not explained.",
      "",
      renderPeersMarkdown(report),
    ].join("\n");
  },
};

/** The race as docs/results.md shows it: the full run, with the systems of a later rerun replaced. */
export function racedSystems(): PeersReport {
  const race = readPeersReport();
  const rerun = rerunReport();
  return rerun === undefined ? race : withSystemsReplaced(race, rerun);
}

/** The output directory holding a raced system's predictions: the rerun's when it ran there. */
export function predictionsDirOf(system: string): string {
  const rerun = rerunReport();
  return rerun?.systems.some((entry) => entry.name === system) ? RERUN_DIR : DEFAULT_OUT_DIR;
}

function rerunReport(): PeersReport | undefined {
  return existsSync(join(RERUN_DIR, "peers.json")) ? readPeersReport(RERUN_DIR) : undefined;
}

function withSystemsReplaced(base: PeersReport, update: PeersReport): PeersReport {
  const updated = new Map(update.systems.map((system) => [system.name, system]));
  const kept = base.systems.filter((system) => !updated.has(system.name));
  return { ...base, systems: [...update.systems, ...kept] };
}
