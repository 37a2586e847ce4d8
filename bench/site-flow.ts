/**
 * The README's site flow, as a user runs it (issue 58): on each shared site with at least
 * `--min-pages` pages, `pith label` on `--labelled` of its pages — every page accepted as the base
 * selected it, then its `k` largest wrong blocks (by words, against the gold) corrected — then
 * `pith train --base` with its check on the pages left out: a site model it refuses leaves the
 * base in place. Both the model as written (the base where train refused) and the site model
 * forced are scored on the site's other pages against the base, worst site first.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { CorpusPage } from "../src/eval/corpus.js";
import { evaluateModel } from "../src/eval/evaluate.js";
import { projectGold } from "../src/eval/projection/project.js";
import { siteModelWins } from "../src/eval/site-estimate.js";
import { adaptOnData } from "../src/eval/train.js";
import { modelFromJSON } from "../src/extract/loaded-models.js";
import { DatasetStore } from "../src/label/dataset-store.js";
import { goldRecordOf, labelOfClass } from "../src/label/gold-record.js";
import type { ContentModel } from "../src/models/model.js";
import type { ModelFileJSON } from "../src/models/model-file.js";
import { inScope, SITE_SCOPE, type SiteScopeFile } from "../src/models/site-scope/site-scope.js";
import { seededRandom, shuffled } from "../src/util/random.js";
import type { BlockLabel } from "../src/view/block-labels.js";
import { inspectPage } from "../src/view/inspect.js";
import { mean, meanF1, pagesBySite, shinglesOf, signed } from "./site-scores.js";

export interface FlowSite {
  readonly site: string;
  readonly pages: number;
  readonly corrections: number;
  /** Blocks corrected over the labelled pages (fewer than k × pages where the base was right). */
  readonly corrected: number;
  readonly estimate: { base: number; site: number; better: number; worse: number } | null;
  readonly written: boolean;
  readonly base: number;
  /** The site model as `pith train` leaves it: the base where it refused. */
  readonly kept: number;
  /** The site model written whatever the estimate (`--force`). */
  readonly forced: number;
  /** Each page scored: shingle F1 of the base and of the forced site model (and whether the site model's scope holds it). */
  readonly testPages?: readonly { key: string; base: number; forced: number; inScope?: boolean }[];
  /** A scoped site model's: labelled pages whose template it covers (site-scope.ts). */
  readonly scopePages?: number;
  /** Blocks whose label differs from what the base selected (the corrections, as adaptation sees them). */
  readonly contradicted?: number;
}

export interface FlowOptions {
  readonly labelled: number;
  /** The pages to label, by corpus key (`dragnet/R498`), instead of the first `labelled` of a seeded shuffle. */
  readonly labelledKeys?: readonly string[];
  readonly corrections: number;
  readonly seed: number;
  readonly adaptOptions: Readonly<Record<string, unknown>>;
}

/** One site's run of the flow; `base` is the model the user starts from (its file's JSON). */
export function siteFlow(
  site: string,
  pages: readonly CorpusPage[],
  base: { json: ModelFileJSON; model: ContentModel },
  options: FlowOptions,
  bytesOf: (page: CorpusPage) => Uint8Array,
): FlowSite {
  const order = shuffled(pages, seededRandom(options.seed));
  const chosen = options.labelledKeys;
  const labelled =
    chosen === undefined
      ? order.slice(0, options.labelled)
      : pages.filter((page) => chosen.includes(page.key));
  const testing = order.filter((page) => !labelled.includes(page));
  const dir = mkdtempSync(join(tmpdir(), "pith-site-flow-"));
  let corrected = 0;
  try {
    const store = new DatasetStore(dir);
    for (const page of labelled) {
      const bytes = bytesOf(page);
      const inspection = inspectPage(bytes, {
        model: base.model,
        url: page.record.url ?? undefined,
      });
      const labels = inspection.blocks.map((block) => block.label);
      const projection = projectGold(inspection.page, page.record, { id: page.key, source: site });
      const gold = projection.quality.usable ? projection.labelled.classes : undefined;
      if (gold !== undefined && gold.length === labels.length) {
        const wrong = labels
          .map((label, i) => ({ i, label, want: labelOfClass(gold[i]) }))
          .filter(({ label, want }) => isContent(label) !== isContent(want))
          .sort(
            (a, b) => inspection.page.blocks[b.i].wordCount - inspection.page.blocks[a.i].wordCount,
          )
          .slice(0, options.corrections);
        for (const { i, want } of wrong) labels[i] = want;
        corrected += wrong.length;
      }
      const id = page.record.id.replace(/[^\w.-]/g, "_");
      const record = goldRecordOf(
        { id, page: DatasetStore.pagePath(id), url: page.record.url },
        inspection.blocks,
        labels,
      );
      store.save(record, { bytes, gzipped: false });
    }
    const outcome = adaptOnData({
      dataDirs: [dir],
      base: base.json,
      adaptOptions: options.adaptOptions,
      estimate: true,
    });
    const written = outcome.estimate !== undefined && siteModelWins(outcome.estimate);
    const siteModel = modelFromJSON(outcome.json, "site");
    const scope = outcome.json.learner === SITE_SCOPE ? (outcome.json as SiteScopeFile) : undefined;
    const baseShingles = evaluateModel(testing, base.model).map(shinglesOf);
    const forcedShingles = evaluateModel(testing, siteModel).map(shinglesOf);
    const baseScore = meanF1(baseShingles);
    const forced = meanF1(forcedShingles);
    return {
      site,
      pages: pages.length,
      corrections: options.corrections,
      corrected,
      estimate:
        outcome.estimate === undefined
          ? null
          : {
              base: outcome.estimate.base,
              site: outcome.estimate.site,
              better: outcome.estimate.better,
              worse: outcome.estimate.worse,
            },
      written,
      base: baseScore,
      kept: written ? forced : baseScore,
      forced,
      testPages: testing.map((page, i) => ({
        key: page.key,
        base: meanF1([baseShingles[i]]),
        forced: meanF1([forcedShingles[i]]),
        ...(scope !== undefined &&
          page.page !== null && { inScope: inScope(page.page, scope.templates, scope.similarity) }),
      })),
      ...(scope !== undefined && { scopePages: scope.templates.length }),
      contradicted: outcome.contradicted,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function isContent(label: BlockLabel): boolean {
  return label === "title" || label === "body";
}

/** The flow's table, worst site (as train leaves it) first, and its summary lines. */
export function flowReport(runs: readonly FlowSite[]): string {
  const lines: string[] = [];
  const sorted = [...runs].sort(
    (a, b) => a.kept - a.base - (b.kept - b.base) || a.forced - a.base - (b.forced - b.base),
  );
  lines.push(
    "| site | pages | corrected | estimate base → site | written | base | as train leaves it | forced |",
  );
  lines.push("|---|--:|--:|---|---|--:|--:|--:|");
  for (const run of sorted) {
    const estimate =
      run.estimate === null
        ? "–"
        : `${run.estimate.base.toFixed(3)} → ${run.estimate.site.toFixed(3)}`;
    lines.push(
      `| ${run.site} | ${run.pages} | ${run.corrected} | ${estimate} | ${run.written ? "yes" : "no"} | ${run.base.toFixed(3)} | ${run.kept.toFixed(3)} (${signed(run.kept - run.base)}) | ${run.forced.toFixed(3)} (${signed(run.forced - run.base)}) |`,
    );
  }
  const gains = runs.map((run) => run.kept - run.base);
  const forcedGains = runs.map((run) => run.forced - run.base);
  lines.push("");
  lines.push(
    `${runs.length} sites, ${runs.filter((run) => run.written).length} site models written. As train leaves it: mean gain ${signed(mean(gains))}, worst ${signed(Math.min(...gains))}, best ${signed(Math.max(...gains))}. Forced: mean ${signed(mean(forcedGains))}, worst ${signed(Math.min(...forcedGains))}, best ${signed(Math.max(...forcedGains))}.`,
  );
  const below = (values: readonly number[]) => values.filter((gain) => gain < -0.005).length;
  lines.push(
    `Sites below the default by more than 0.005: ${below(gains)} as train leaves them, ${below(forcedGains)} forced. Gains as train leaves them, quartiles: ${quartiles(gains)}.`,
  );
  return lines.join("\n");
}

function quartiles(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return [0.25, 0.5, 0.75].map((q) => signed(at(q))).join(" / ");
}

/** Sites of `corpus` with at least `minPages` pages, the largest first (a partial run has the surest). */
export function flowSites(
  corpus: readonly CorpusPage[],
  minPages: number,
): [string, CorpusPage[]][] {
  return [...pagesBySite(corpus)]
    .filter(([, pages]) => pages.length >= minPages && pages[0].record.site !== null)
    .sort(([a, pa], [b, pb]) => pb.length - pa.length || a.localeCompare(b));
}

/** A page's bytes as collected, ungzipped. */
export function pageBytes(dataDirs: ReadonlyMap<string, string>): (page: CorpusPage) => Uint8Array {
  return (page) => {
    const dir = dataDirs.get(page.dataset);
    if (dir === undefined) throw new Error(`no directory for dataset ${page.dataset}`);
    const bytes = readFileSync(join(dir, page.record.page));
    return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
  };
}
