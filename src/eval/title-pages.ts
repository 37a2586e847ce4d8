import { segmentPage } from "../extract/extract.js";
import { resolveModel } from "../extract/resolve-model.js";
import { metadataSources } from "../metadata/metadata.js";
import { comparableText } from "../output/fragment.js";
import { baseUrlOf } from "../parse/urls.js";
import { titleCandidates } from "../title/title-candidates.js";
import type { TitlePage } from "../title/title-page.js";
import { type GoldRecord, loadDataset, readPageBytes, siteOf } from "./dataset.js";

/** L3S-GN1 keeps the headline as a segment when the record has no title. */
export function goldTitle(record: GoldRecord): string | null {
  return (
    record.title ?? record.segments?.find((segment) => segment.type === "headline")?.text ?? null
  );
}

/**
 * Every page of a dataset with a non-empty gold title, its candidates computed as `extract()`
 * would with the simple-MSS content selection (headings' closeness to the content needs one).
 */
export function loadTitlePages(dir: string): TitlePage[] {
  const dataset = loadDataset(dir);
  const model = resolveModel("simple-mss");
  const pages: TitlePage[] = [];
  for (const record of dataset.records) {
    const gold = goldTitle(record);
    const goldKey = comparableText(gold ?? "");
    if (gold === null || goldKey === "") continue;
    const { page } = segmentPage(readPageBytes(dataset, record));
    const sources = metadataSources(
      page.document,
      baseUrlOf(page.document, record.url ?? undefined),
    );
    const candidates = titleCandidates(page, model.predict(page).selected, sources);
    pages.push({
      dataset: dataset.name,
      id: record.id,
      site: siteOf(record),
      gold,
      candidates,
      correct: candidates.map((candidate) => comparableText(candidate.text) === goldKey),
    });
  }
  return pages;
}
