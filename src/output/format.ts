import { commentsAsMarkdown, commentsAsText } from "./comments/comment-rendering.js";
import { withoutControlCharacters } from "./control-characters.js";
import { htmlDocument } from "./document.js";
import { frontmatter } from "./frontmatter.js";
import { escapeMarkdown, htmlToMarkdown, type MarkdownOptions } from "./markdown.js";
import type { ExtractResult } from "./result.js";

/** The output formats of `pith extract --format`. */
export const OUTPUT_FORMATS = ["text", "markdown", "html", "json"] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** How `formatResult` renders Markdown; `html` takes `noLinks` and `noImages` too. */
export interface FormatOptions extends MarkdownOptions {
  /** A YAML front-matter block with the title and metadata on top of the Markdown. */
  readonly frontmatter?: boolean;
}

/**
 * One extraction as the user asked for it: `text` (the title, a blank line, then the body, one
 * block per line), `markdown` (GFM with `# Title` on top), `html` (a standalone sanitised document) or `json` (the whole result
 * on one line, for JSON Lines). Extracted with the `comments` option, `text`, `markdown` and `html`
 * end with the user comments, one by one with their authors and dates: after a blank line, under
 * `## Comments`, and in a "Comments" section after the article respectively. Markdown takes
 * `options`: links as their text, no images, front matter; HTML the first two. Pure: the same result and options
 * always give the same string.
 */
export function formatResult(
  result: ExtractResult,
  format: OutputFormat,
  options: FormatOptions = {},
): string {
  switch (format) {
    case "text":
      return readableText(result);
    case "markdown":
      // Every text of the result (title, byline, metadata, comments) as a terminal may show it.
      return withoutControlCharacters(
        paragraphs(
          options.frontmatter === true ? frontmatter(result) : "",
          withMarkdownComments(
            htmlToMarkdown(requireHtml(result, format), result.title, options),
            result,
          ),
        ),
      );
    case "html":
      return withoutControlCharacters(
        htmlDocument({ ...result, html: requireHtml(result, format) }, options),
      );
    case "json":
      return JSON.stringify(result);
    default:
      throw new Error(
        `unknown output format "${format as string}": use one of ${OUTPUT_FORMATS.join(", ")}`,
      );
  }
}

/**
 * What a reader of the text format sees: the title with the byline lines under it, the body and the
 * comments (when extracted and found), a blank line apart. `result.text` is the body alone, the
 * headline being `title` and the byline `byline`.
 */
export function readableText(
  result: Pick<ExtractResult, "title" | "text" | "comments" | "commentList"> &
    Partial<Pick<ExtractResult, "byline">>,
): string {
  const heading = [result.title, result.byline ?? ""].filter((part) => part !== "").join("\n");
  return withoutControlCharacters(paragraphs(heading, textWithComments(result)));
}

/**
 * The main text, then the comments (when extracted and found) after a blank line: one paragraph
 * per comment with its author and date, or the comment blocks alone for a result without
 * `commentList` (one built before it existed).
 */
export function textWithComments(
  result: Pick<ExtractResult, "text" | "comments" | "commentList">,
): string {
  const comments = result.commentList
    ? commentsAsText(result.commentList)
    : (result.comments ?? "");
  return paragraphs(result.text, comments);
}

function withMarkdownComments(
  markdown: string,
  { comments, commentList }: Pick<ExtractResult, "comments" | "commentList">,
): string {
  if (commentList) {
    if (commentList.length === 0) return markdown;
    return paragraphs(markdown, "## Comments", commentsAsMarkdown(commentList));
  }
  if (!comments) return markdown;
  return paragraphs(markdown, "## Comments", ...comments.split("\n").map(escapeMarkdown));
}

/** The non-empty parts, a blank line apart. */
function paragraphs(...parts: string[]): string {
  return parts.filter((part) => part !== "").join("\n\n");
}

/** Markdown and HTML are rendered from `result.html`, which `extract({ html: false })` leaves out. */
function requireHtml(result: ExtractResult, format: OutputFormat): string {
  if (result.html === undefined)
    throw new Error(
      `format "${format}" needs result.html: extract with the html option on (the default)`,
    );
  return result.html;
}
