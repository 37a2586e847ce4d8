import { extractMetadata, metadataSources } from "../metadata/metadata.js";
import type { ContentModel } from "../models/model.js";
import { bodyDates, splitBylines } from "../output/byline-lines.js";
import { bodyText, selectedText } from "../output/text.js";
import { baseUrlOf } from "../parse/urls.js";
import { selectTitle } from "../title/title-score.js";
import type { CorpusPage } from "./corpus.js";
import type { PagePrediction } from "./page-score.js";

/**
 * Runs a model on an already segmented page, producing `extract()`'s text and title (same selector),
 * as for a page extracted with its record's URL (`extract(html, { url })`, as the race does): the
 * title reads the address (its slug, the site's host) like the product does.
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
    const { selected } = model.predict(page.page);
    const { document } = page.page;
    const sources = metadataSources(document, baseUrlOf(document, page.record.url ?? undefined));
    const title = selectTitle(page.page, selected, sources);
    const shown = bodyText(selectedText(page.page, selected), title);
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
