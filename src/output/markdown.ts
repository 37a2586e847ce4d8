import render from "dom-serializer";
import type { AnyNode, Element } from "domhandler";
import { findAll, prepend, removeElement } from "domutils";
import TurndownService from "turndown";
import { gfm } from "turndown-plugin-gfm";
import { dropLeadingTitleHeading, parseFragment } from "./fragment.js";

/** One converter per process: turndown rules are fixed, and building them costs more than a page. */
const turndown = createTurndown();

function createTurndown(): TurndownService {
  const service = new TurndownService({
    headingStyle: "atx",
    codeBlockStyle: "fenced",
    bulletListMarker: "-",
    emDelimiter: "_",
  });
  service.use(gfm);
  // turndown-plugin-gfm 1.0.2 (its last release) reads a table's first row before checking that
  // it has one (mixmark-io/turndown-plugin-gfm#17), so a table without rows — `<table></table>`,
  // one holding only a caption, one emptied by a misnested table — threw and lost the whole page.
  // Rules added later are tried first: this one answers for those tables with their content.
  service.addRule("tableWithoutRows", {
    filter: (node) => node.nodeName === "TABLE" && (node as HTMLTableElement).rows.length === 0,
    replacement: (content) => `\n\n${content}\n\n`,
  });
  return service;
}

/**
 * Content HTML → GitHub-flavoured Markdown with the title as `# Title` on top. Tables become pipe
 * tables (a header-less table gets its first row as header, which GFM requires) and `<pre><code
 * class="language-x">` becomes a fenced block labelled `x`.
 */
export function htmlToMarkdown(html: string, title: string): string {
  const fragment = parseFragment(html);
  if (title !== "") dropLeadingTitleHeading(fragment, title);
  for (const table of findAll((element) => element.name === "table", fragment.children)) {
    promoteFirstRowToHeader(table);
  }
  unwrapBoldInHeadings(fragment.children);
  const body = html === "" ? "" : turndown.turndown(render(fragment, { encodeEntities: "utf8" }));
  const heading = title === "" ? "" : `# ${escapeMarkdown(title)}`;
  return [heading, body].filter((part) => part !== "").join("\n\n");
}

/**
 * Plain text as Markdown that shows it as it is (`*`, `#`, `_` and the like escaped). A line that
 * is only a number and a dot ("1.", a comment's number) would start an empty ordered list item:
 * turndown escapes "1. " before text only.
 */
export function escapeMarkdown(text: string): string {
  return turndown.escape(text).replace(/^(\d+)\.$/gm, "$1\\.");
}

/**
 * GFM pipe tables need a header row; a table whose first row is plain cells (and that spans no
 * cells, which pipe tables cannot show) gets that row turned into header cells.
 */
function promoteFirstRowToHeader(table: Element): void {
  const rows = findAll((element) => element.name === "tr", table.children);
  const first = rows[0];
  if (first === undefined || first.parent === null || (first.parent as Element).name === "thead")
    return;
  if (rows.some((row) => row.children.some(spansCells))) return;
  if (findAll((element) => element.name === "table", table.children).length > 0) return;
  for (const cell of first.children)
    if (cell.type === "tag" && (cell as Element).name === "td") (cell as Element).name = "th";
}

const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const BOLD = new Set(["strong", "b"]);

/**
 * `<h2><strong>Protein</strong></h2>` is how many CMSs mark up headings; in Markdown a heading is
 * already emphasised, and `## **Protein**` only adds noise for readers and for text pipelines.
 */
function unwrapBoldInHeadings(nodes: AnyNode[]): void {
  for (const heading of findAll((element) => HEADINGS.has(element.name), nodes)) {
    for (const bold of findAll((element) => BOLD.has(element.name), heading.children)) {
      for (const child of [...bold.children]) prepend(bold, child);
      removeElement(bold);
    }
  }
}

function spansCells(cell: AnyNode): boolean {
  if (cell.type !== "tag") return false;
  const attributes = (cell as Element).attribs;
  return Number(attributes.colspan ?? 1) > 1 || Number(attributes.rowspan ?? 1) > 1;
}
