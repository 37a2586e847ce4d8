/**
 * What `pith view` and `pith label` keep of a whole page. Their documents show the page laid out
 * as a browser would, so they keep far more structure than the content output
 * (output-html.ts), but nothing that runs, loads or submits.
 */
import { ACTIVE_CONTENT_TAGS, EMBEDDED_MEDIA_TAGS } from "./output-html.js";

/**
 * Elements dropped with their subtree: scripts, frames, plugins, media, forms' inputs and what only
 * the head holds. An element of this list that holds a block's text (a `<noscript>` the
 * segmentation read) is shown as an inert `<div>` instead, so every block can be outlined.
 */
export const VIEW_DROPPED_TAGS: ReadonlySet<string> = new Set([
  ...ACTIVE_CONTENT_TAGS,
  ...EMBEDDED_MEDIA_TAGS,
  "datalist",
  "input",
  "link",
  "meta",
  "base",
  "title",
]);

/**
 * Elements kept under their own name (attributes filtered): text structure, sectioning and
 * layout, so the page's own style sheet still finds what it styles. Other inline elements become
 * `<span>`, other elements `<div>`.
 */
export const VIEW_KEPT_TAGS: ReadonlySet<string> = new Set([
  ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "pre", "blockquote", "address"],
  ...["ul", "ol", "li", "dl", "dt", "dd", "menu"],
  ...["table", "caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "th", "td"],
  ...["div", "span", "section", "article", "main", "aside", "nav", "header", "footer"],
  ...["figure", "figcaption", "details", "summary", "center", "font", "form", "fieldset"],
  ...["legend", "label", "a", "b", "strong", "i", "em", "u", "s", "strike", "del", "ins"],
  ...["mark", "small", "big", "sub", "sup", "q", "cite", "abbr", "dfn", "time", "code"],
  ...["kbd", "samp", "var", "tt", "nobr", "wbr", "bdi", "bdo", "ruby", "rt", "rp"],
]);

/**
 * Attributes kept on every element: the page's classes, ids and (inert) inline styles, for its
 * style sheet; text direction and language; the presentational attributes old layouts use.
 */
export const VIEW_ATTRIBUTES: ReadonlySet<string> = new Set([
  ...["class", "id", "style", "title", "lang", "dir", "hidden"],
  ...["colspan", "rowspan", "width", "height", "align", "valign", "bgcolor", "border"],
  ...["cellpadding", "cellspacing", "start", "reversed", "type", "open", "color", "face", "size"],
]);
