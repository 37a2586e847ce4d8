import render from "dom-serializer";
import type { AnyNode, Document } from "domhandler";
import { findAll, findOne, prepend, removeElement } from "domutils";
import type TurndownService from "turndown";
import { PithError } from "../util/errors.js";
import { nodeBuiltin } from "../util/node-builtins.js";
import { BLOCK_TAGS, HEADING_TAGS, INLINE_TAGS } from "../vocabulary/tags.js";
import {
  dropLeadingTitleHeading,
  type LinkAndImageOptions,
  parseFragment,
  withoutLinksOrImages,
} from "./fragment.js";
import {
  footnoteDefinitions,
  takeFootnotes,
  withFootnoteReferences,
} from "./markdown-footnotes.js";
import { addMathRule } from "./markdown-math.js";
import { rawTexAsMath } from "./markdown-raw-tex.js";
import { addTableRules, shapeTables } from "./markdown-tables.js";
import { takeNotedTitleHeading } from "./markdown-title-notes.js";

/**
 * One converter per process, built on first use: turndown rules are fixed, and building them costs
 * more than a page. Loading turndown (and the DOM it parses with, domino) takes about a fifth of a
 * second, which text and JSON output, and every worker that never renders Markdown, do not pay.
 */
let converter: TurndownService | undefined;

function turndown(): TurndownService {
  converter ??= createTurndown();
  return converter;
}

/** turndown and its GFM plugin, as the platform provides them. */
export interface TurndownModules {
  readonly Turndown: typeof TurndownService;
  readonly gfm: TurndownService.Plugin;
}

let provided: TurndownModules | undefined;

/**
 * Hands turndown over where `require` does not reach it: pith/core imports it and calls this, so
 * a bundler takes turndown (its browser build, on the page's own DOM) into the bundle.
 */
export function provideTurndown(modules: TurndownModules): void {
  provided = modules;
}

/**
 * On Node.js, turndown and its plugin are CommonJS, so `require` loads them when first needed and
 * stays synchronous.
 */
function turndownModules(): TurndownModules {
  if (provided !== undefined) return provided;
  const require = nodeBuiltin("node:module")?.createRequire(import.meta.url);
  if (require === undefined)
    throw new PithError(
      "PITH_UNSUPPORTED",
      "Markdown outside Node.js needs turndown: import extract from pith/core, which brings it",
    );
  provided = {
    Turndown: require("turndown") as typeof TurndownService,
    gfm: (require("turndown-plugin-gfm") as typeof import("turndown-plugin-gfm")).gfm,
  };
  return provided;
}

function createTurndown(): TurndownService {
  const { Turndown, gfm } = turndownModules();
  const service = new Turndown({
    headingStyle: "atx",
    codeBlockStyle: "fenced",
    bulletListMarker: "-",
    emDelimiter: "_",
  });
  service.use(gfm);
  const escapeSyntax = service.escape.bind(service);
  service.escape = (text) => escapeHtmlSyntax(escapeSyntax(text));
  // turndown-plugin-gfm 1.0.2 (its last release) reads a table's first row before checking that
  // it has one (mixmark-io/turndown-plugin-gfm#17), so a table without rows — `<table></table>`,
  // one holding only a caption, one emptied by a misnested table — threw and lost the whole page.
  // Rules added later are tried first: this one answers for those tables with their content.
  service.addRule("tableWithoutRows", {
    filter: (node) => node.nodeName === "TABLE" && (node as HTMLTableElement).rows.length === 0,
    replacement: (content) => `\n\n${content}\n\n`,
  });
  addTableRules(service);
  addMathRule(service);
  addFigureAndDefinitionRules(service);
  addListItemRule(service);
  return service;
}

/**
 * List items as CommonMark writes them, one space after the marker (`- item`, `1. item`; turndown
 * pads to four columns, `-   item`, `1.  item`), further lines indented to the item's text.
 */
function addListItemRule(service: TurndownService): void {
  service.addRule("listItem", {
    filter: "li",
    replacement: (content, node) => {
      const item = node as HTMLElement;
      const parent = item.parentNode as HTMLElement | null;
      let prefix = "- ";
      if (parent?.nodeName === "OL") {
        const start = Number.parseInt(parent.getAttribute("start") ?? "", 10);
        const index = Array.prototype.indexOf.call(parent.children, item);
        prefix = `${(Number.isNaN(start) ? 1 : start) + index}. `;
      }
      const isParagraph = /\n$/.test(content);
      const text = content.replace(/^\n+|\n+$/g, "") + (isParagraph ? "\n" : "");
      const indented = text.replace(/\n/gm, `\n${" ".repeat(prefix.length)}`);
      return prefix + indented + (item.nextSibling ? "\n" : "");
    },
  });
}

/** What Markdown output leaves out, for readers and pipelines that want the text only. */
export type MarkdownOptions = LinkAndImageOptions;

/**
 * Content HTML → GitHub-flavoured Markdown with the title as `# Title` on top, and no raw HTML.
 * Tables become pipe tables (`shapeTables`) and `<pre><code class="language-x">` becomes a fenced
 * block labelled `x`.
 */
export function htmlToMarkdown(html: string, title: string, options: MarkdownOptions = {}): string {
  const fragment = parseFragment(html);
  rawTexAsMath(fragment);
  const footnotes = takeFootnotes(fragment);
  const notedTitle = takeNotedTitleHeading(fragment, title, footnotes);
  const body = html === "" ? "" : fragmentToMarkdown(fragment, title, options);
  const definitions = footnoteDefinitions(
    footnotes,
    footnotes.map((footnote) => fragmentToMarkdown(footnote.content, "", options)),
  );
  const heading = title === "" ? "" : `# ${escapeMarkdown(notedTitle ?? title)}`;
  return [heading, body, definitions]
    .filter((part) => part !== "")
    .map((part) => withFootnoteReferences(part, footnotes))
    .join("\n\n");
}

function fragmentToMarkdown(fragment: Document, title: string, options: MarkdownOptions): string {
  withoutLinksOrImages(fragment, options);
  unwrapInlinesAroundBlocks(fragment.children);
  if (title !== "") dropLeadingTitleHeading(fragment, title);
  normaliseHeadingLevels(fragment.children, title === "" ? undefined : 2);
  shapeTables(fragment.children);
  unwrapBoldInHeadings(fragment.children);
  return tidyMarkdown(turndown().turndown(render(fragment, { encodeEntities: "utf8" })));
}

/**
 * A figure's caption as its own emphasised paragraph under the picture; a definition list as
 * terms on their own lines and one-line definitions as `: definition` lines (Pandoc's and PHP Markdown Extra's syntax,
 * plain text where a renderer lacks it).
 */
function addFigureAndDefinitionRules(service: TurndownService): void {
  service.addRule("figureCaption", {
    filter: "figcaption",
    replacement: (content) => {
      const caption = content.replace(/\s+/g, " ").trim();
      // An emphasis inside (`_big_`) would close an outer `_` early: the other delimiter nests.
      const emphasis = caption.includes("_") ? "*" : "_";
      return caption === "" ? "" : `\n\n${emphasis}${caption}${emphasis}\n\n`;
    },
  });
  service.addRule("definitionTerm", {
    filter: "dt",
    replacement: (content) => `\n\n${content.trim()}\n`,
  });
  service.addRule("definition", {
    filter: "dd",
    // A definition of paragraphs and code (Sphinx's API entries) stays blocks under its term.
    replacement: (content) => {
      const definition = content.trim();
      return definition.includes("\n") ? `\n\n${definition}\n\n` : `\n: ${definition}\n`;
    },
  });
}

/**
 * Text that shows HTML source (`Type &lt;img onerror=…&gt;`) as Markdown that shows it too: a `<`
 * that could open a tag, comment or autolink, and an `&` that could start an entity, are escaped,
 * since renderers pass raw HTML through. turndown escapes Markdown syntax only, and never in code.
 */
function escapeHtmlSyntax(text: string): string {
  return text.replace(/<(?=[a-z/!?])/gi, "\\<").replace(/&(?=#?\w+;)/g, "\\&");
}

const CODE_FENCE = /^\s*(```|~~~)/;

/** Two or more spaces ending a line: turndown's hard break (`<br>`). */
const HARD_BREAK = / {2,}$/;

/**
 * Blank lines left blank: `<br><br>` comes out of turndown as lines of two spaces (hard breaks with
 * nothing to break) and breaks before a paragraph end. Outside code fences, a line of white space
 * becomes empty, a hard break before an empty line goes, and runs of empty lines become one. Other
 * white space ending a line goes too (`pharmacy.&nbsp;&nbsp;</li>`): only a hard break means
 * anything there.
 */
function tidyMarkdown(markdown: string): string {
  const lines: string[] = [];
  let inFence = false;
  for (const line of markdown.split("\n")) {
    if (CODE_FENCE.test(line)) inFence = !inFence;
    if (inFence) {
      lines.push(line);
      continue;
    }
    let tidied = line.trim() === "" ? "" : withoutTrailingSpace(line);
    // Text after a displayed formula in its paragraph keeps the space that stood before it.
    if (lines.length >= 2 && lines[lines.length - 1] === "" && lines[lines.length - 2] === "$$")
      tidied = tidied.replace(/^ {1,3}(?=\S)/, "");
    if (tidied === "") {
      if (lines.length > 0 && lines[lines.length - 1] === "") continue;
      if (lines.length > 0) lines[lines.length - 1] = lines[lines.length - 1].trimEnd();
    }
    lines.push(tidied);
  }
  return lines.join("\n").trim();
}

function withoutTrailingSpace(line: string): string {
  const kept = line.trimEnd();
  return HARD_BREAK.test(line) ? `${kept}  ` : kept;
}

/**
 * Plain text as Markdown that shows it as it is (`*`, `#`, `_` and the like escaped). A line that
 * is only a number and a dot ("1.", a comment's number) would start an empty ordered list item:
 * turndown escapes "1. " before text only.
 */
export function escapeMarkdown(text: string): string {
  return turndown()
    .escape(text)
    .replace(/^(\d+)\.$/gm, "$1\\.");
}

/**
 * Heading levels as an outline under the title: the content's top level becomes `top` (`##`
 * under `# Title`) and each deeper level in use the next one, so none is skipped (h2, h4 → `##`,
 * `###`; h3 alone → `##`). Pages pick levels for their looks, and the title is the page's `#`.
 * Without a title, the top level stays where it is and only the gaps close.
 */
function normaliseHeadingLevels(nodes: AnyNode[], top: number | undefined): void {
  const headings = findAll((element) => HEADING_TAGS.has(element.name), nodes);
  const levels = [...new Set(headings.map((heading) => Number(heading.name[1])))].sort();
  const first = top ?? levels[0];
  for (const heading of headings)
    heading.name = `h${Math.min(6, first + levels.indexOf(Number(heading.name[1])))}`;
}

const BOLD = new Set(["strong", "b"]);

/**
 * `<h2><strong>Protein</strong></h2>` is how many CMSs mark up headings; in Markdown a heading is
 * already emphasised, and `## **Protein**` only adds noise for readers and for text pipelines.
 */
function unwrapBoldInHeadings(nodes: AnyNode[]): void {
  for (const heading of findAll((element) => HEADING_TAGS.has(element.name), nodes)) {
    for (const bold of findAll((element) => BOLD.has(element.name), heading.children)) {
      for (const child of [...bold.children]) prepend(bold, child);
      removeElement(bold);
    }
  }
}

/**
 * HTML parsers let inline elements wrap blocks (a blog's `<a href="permalink"><h1>Title</h1></a>`,
 * an old template's `<b><h3>…</h3></b>`); Markdown cannot, and turndown writes `[` or `**`, the
 * heading, then `](url)` or `**` on lines of their own. The blocks stay, the wrapper goes.
 */
function unwrapInlinesAroundBlocks(nodes: AnyNode[]): void {
  const wrapping = findAll(
    (element) =>
      INLINE_TAGS.has(element.name) &&
      findOne((inner) => BLOCK_TAGS.has(inner.name), element.children) !== null,
    nodes,
  );
  for (const wrapper of wrapping) {
    for (const child of [...wrapper.children]) prepend(wrapper, child);
    removeElement(wrapper);
  }
}
