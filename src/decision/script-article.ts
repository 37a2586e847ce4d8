import type { Document, Element } from "domhandler";
import { findOne, textContent } from "domutils";
import { segmentHtml } from "../blocks/segment-html.js";
import { documentIndex } from "../parse/document-index.js";
import { normalizeWhitespace, wordTokens } from "../text/tokenize.js";
import { MIN_DECLARED_BODY_WORDS } from "./thresholds.js";

/**
 * A string literal this long at least, in a script, may hold an article's HTML (shorter ones are
 * labels, class names and links).
 */
const MIN_LITERAL_CHARS = 200;
/** Characters of inline script read at most: a page's state can run to megabytes. */
const MAX_SCRIPT_CHARS = 4_000_000;
/** Double-quoted string literals, escapes included (one alternative per character: linear). */
const STRING_LITERAL = /"((?:[^"\\]|\\.)*)"/g;
/** An HTML paragraph, as written or JSON-escaped (`\u003cp\u003e`). */
const PARAGRAPH = /<p[\s>]/gi;
const ESCAPED_PARAGRAPH = /\\u003cp(?:\\u003e|\s)/i;
/** Paragraphs an article's HTML holds at least: one paragraph is a teaser or a notice. */
const MIN_PARAGRAPHS = 2;
/** Nesting cap when a script's HTML is parsed (it is small and flat). */
const BODY_MAX_DEPTH = 64;
/** Title words this short ("the", "of", "a") say nothing of the topic. */
const MIN_TITLE_WORD_CHARS = 4;

/**
 * The article a page's scripts carry as HTML in a string, as paragraphs: a Next.js flight
 * payload's text row (`self.__next_f.push([1,"<p>…</p>"])`), a state object's `"body":"<p>…"`.
 * Pages their scripts render (aa.com.tr) ship no article in their markup and, often, only its
 * first sentence as JSON-LD's `articleBody`. The candidate is the HTML string with the most words
 * among those of MIN_PARAGRAPHS `<p>` paragraphs or more that repeat a word of the page's title;
 * undefined when none holds MIN_DECLARED_BODY_WORDS words.
 */
export function scriptArticleParagraphs(document: Document): string[] | undefined {
  const titleWords = topicWords(titleOf(document));
  let best: string[] | undefined;
  let bestWords = MIN_DECLARED_BODY_WORDS - 1;
  for (const html of scriptHtmlStrings(documentIndex(document).scripts)) {
    const paragraphs = segmentHtml(`<div>${html}</div>`, BODY_MAX_DEPTH)
      .blocks.map((block) => normalizeWhitespace(block.text))
      .filter((paragraph) => paragraph !== "");
    const words = paragraphs.flatMap((paragraph) => wordTokens(paragraph));
    if (words.length <= bestWords) continue;
    if (titleWords.size > 0 && !words.some((word) => titleWords.has(word.toLowerCase()))) continue;
    best = paragraphs;
    bestWords = words.length;
  }
  return best;
}

/** The decoded string literals of inline scripts that hold MIN_PARAGRAPHS paragraphs of HTML. */
function* scriptHtmlStrings(scripts: readonly Element[]): Generator<string> {
  let budget = MAX_SCRIPT_CHARS;
  for (const script of scripts) {
    if (script.attribs.src !== undefined || budget <= 0) continue;
    const code = textContent(script).slice(0, budget);
    budget -= code.length;
    if (!code.includes("<p") && !ESCAPED_PARAGRAPH.test(code)) continue;
    for (const match of code.matchAll(STRING_LITERAL)) {
      const literal = match[1];
      if (literal.length < MIN_LITERAL_CHARS) continue;
      const decoded = decodedLiteral(literal);
      if (decoded !== undefined && (decoded.match(PARAGRAPH)?.length ?? 0) >= MIN_PARAGRAPHS)
        yield decoded;
    }
  }
}

/** A JSON string literal's text; undefined for a JavaScript-only one (`\x41`, `\'`). */
function decodedLiteral(literal: string): string | undefined {
  try {
    return JSON.parse(`"${literal}"`) as string;
  } catch {
    return undefined;
  }
}

function titleOf(document: Document): string {
  const title = findOne((element) => element.name === "title", document.children, true);
  return title === null ? "" : textContent(title);
}

function topicWords(title: string): Set<string> {
  return new Set(
    wordTokens(title)
      .map((word) => word.toLowerCase())
      .filter((word) => word.length >= MIN_TITLE_WORD_CHARS),
  );
}
