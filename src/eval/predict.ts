import { decideContent, type SiteRules } from "../decision/decide.js";
import { extractMetadata, metadataSources } from "../metadata/metadata.js";
import type { ContentModel } from "../models/model.js";
import { bodyDates, splitBylines } from "../output/byline-lines.js";
import { bodyText, selectedText } from "../output/text.js";
import { baseUrlOf } from "../parse/urls.js";
import { selectTitle } from "../title/title-score.js";
import type { CorpusPage } from "./corpus.js";
import type { PagePrediction } from "./page-score.js";

/** A benchmark page is extracted as a user without site rules extracts it. */
const NO_SITE_RULES: SiteRules = { include: [], exclude: [] };

/**
 * Runs a model on an already segmented page, producing `extract()`'s text and title (same
 * decision steps and selector), as for a page extracted with its record's URL (`extract(html, {
 * url })`, as the race does): the title reads the address (its slug, the site's host) like the
 * product does, and a page whose selection is all but empty gets the article it declares.
 */
export function predictPage(page: CorpusPage, model: ContentModel): PagePrediction {
  if (page.page === null) {
    return {
      selected: null,
      text: "",
      byline: null,
      title: "",
      ms: page.segmentMs,
      error: page.error,
    };
  }
  const start = performance.now();
  try {
    const prediction = model.predict(page.page);
    const { document } = page.page;
    const sources = metadataSources(document, baseUrlOf(document, page.record.url ?? undefined));
    const { selected, declared } = decideContent(page.page, prediction, sources, NO_SITE_RULES);
    const title = selectTitle(page.page, selected, sources);
    const shown = bodyText(declared?.join("\n") ?? selectedText(page.page, selected), title);
    const { authors } = extractMetadata(sources, shown);
    const { text, byline } = splitBylines(shown, bodyDates(document, shown), authors);
    return { selected, text, byline, title, ms: page.segmentMs + performance.now() - start };
  } catch (error) {
    const ms = page.segmentMs + performance.now() - start;
    return {
      selected: null,
      text: "",
      byline: null,
      title: "",
      ms,
      error: `${model.name}: ${(error as Error).message}`,
    };
  }
}
