import { segmentHtml } from "../blocks/segment-html.js";
import type { MetadataSources } from "../metadata/metadata.js";
import { normalizeWhitespace, wordTokens } from "../text/tokenize.js";
import { scriptArticleParagraphs } from "./script-article.js";
import { MIN_DECLARED_BODY_WORDS } from "./thresholds.js";

/** Markup inside a declared body: some CMSs put the article's HTML there. */
const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;
/** Nesting cap when a declared body is parsed as HTML (it is small and flat). */
const BODY_MAX_DEPTH = 64;

/**
 * The article text the page declares in its JSON-LD (`articleBody` of its main item, else of the
 * first item that has one), as paragraphs, else the article HTML its scripts carry
 * (`scriptArticleParagraphs`); undefined when neither holds MIN_DECLARED_BODY_WORDS words. Pages
 * rendered by their scripts often ship nothing else.
 */
export function declaredArticleParagraphs(sources: MetadataSources): string[] | undefined {
  return jsonLdArticleParagraphs(sources) ?? scriptArticleParagraphs(sources.document);
}

/** JSON-LD's `articleBody` as paragraphs, when it holds MIN_DECLARED_BODY_WORDS words. */
function jsonLdArticleParagraphs(sources: MetadataSources): string[] | undefined {
  const candidates = [sources.jsonLdMain, ...sources.jsonLd];
  const body = candidates.find((node) => typeof node?.articleBody === "string")?.articleBody;
  if (typeof body !== "string") return undefined;
  const paragraphs = LOOKS_LIKE_HTML.test(body)
    ? segmentHtml(`<div>${body}</div>`, BODY_MAX_DEPTH).blocks.map((block) => block.text)
    : body.split(/\n+/).map(normalizeWhitespace);
  const kept = paragraphs.filter((paragraph) => paragraph !== "");
  const words = kept.reduce((sum, paragraph) => sum + wordTokens(paragraph).length, 0);
  return words >= MIN_DECLARED_BODY_WORDS ? kept : undefined;
}
