import type { PageMetadata } from "../metadata/metadata.js";
import type { BlockReport } from "./blocks-report.js";
import type { UserComment } from "./comments/comment-list.js";

/** What `extract()` returns for one page. */
export interface ExtractResult {
  readonly title: string;
  /**
   * Main content, one block per line: a data table's row on one line (cells between " | "), code
   * in `<pre>` with its own lines and indentation.
   */
  readonly text: string;
  /**
   * The byline and dateline lines shown above the body ("By Jane Doe", "Published March 3, 2024
   * 8:22 AM"), one per line, which `text` leaves out (`splitBylines`); null when there are none.
   * `metadata.author` and `metadata.published` say who and when.
   */
  readonly byline: string | null;
  /**
   * Main content as sanitised HTML rebuilt from the page (structure, links, pictures; no scripts,
   * handlers or unsafe URLs), without the title. A fragment: `formatResult(result, "html")` gives
   * a whole document, `formatResult(result, "markdown")` Markdown. Absent when the `html` option
   * is false.
   */
  readonly html?: string;
  readonly metadata: PageMetadata;
  /** Trust in this extraction, in [0, 1]: see `extractionConfidence`. */
  readonly confidence: number;
  /** Encoding the input bytes were decoded with ("" when the input was a string). */
  readonly encoding: string;
  /** Name of the model that chose the blocks. */
  readonly model: string;
  /**
   * With the `comments` option: user comments, one block per line; null when the model does not
   * label comments. Absent without the option.
   */
  readonly comments?: string | null;
  /**
   * With the `comments` option: the same comments one by one, in page order, each with its author
   * and date where the page gives them; null when the model does not label comments. Absent
   * without the option.
   */
  readonly commentList?: readonly UserComment[] | null;
  /** With the `blocks` option: every block with its label and probability. */
  readonly blocks?: readonly BlockReport[];
}
