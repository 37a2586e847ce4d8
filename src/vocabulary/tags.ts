/**
 * Tag vocabularies used by segmentation and features. Hand-written lists live here, apart from
 * the code that reads them and from learned weights.
 */

/** Elements that never hold visible main text: their subtrees are dropped before segmentation. */
export const SKIPPED_TAGS: ReadonlySet<string> = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "canvas",
  "audio",
  "video",
  "map",
  "datalist",
]);

/**
 * Inline (phrasing) elements: they do not end a text block (Gibson et al. §5: "a block is bounded
 * by any tag that is not inline").
 */
export const INLINE_TAGS: ReadonlySet<string> = new Set([
  "a",
  "abbr",
  "acronym",
  "b",
  "bdi",
  "bdo",
  "big",
  "blink",
  "cite",
  "code",
  "data",
  "del",
  "dfn",
  "em",
  "font",
  "i",
  "img",
  "ins",
  "kbd",
  "label",
  "mark",
  "nobr",
  "q",
  "rp",
  "rt",
  "ruby",
  "s",
  "samp",
  "small",
  "span",
  "strike",
  "strong",
  "sub",
  "sup",
  "time",
  "tt",
  "u",
  "var",
  "wbr",
]);

export const HEADING_TAGS: ReadonlySet<string> = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

/** Elements Markdown cannot put inside a link's text, an emphasis or a table cell. */
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  ...HEADING_TAGS,
  "p",
  "div",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "table",
  "blockquote",
  "pre",
  "figure",
  "figcaption",
  "hr",
]);

/** Elements that mark text formatting (Wang et al. §3.1 "formatting elements"). */
export const FORMATTING_TAGS: ReadonlySet<string> = new Set([
  "b",
  "strong",
  "i",
  "em",
  "u",
  "font",
  "small",
  "big",
  "sub",
  "sup",
  "mark",
  "code",
  "tt",
]);

/**
 * Wang et al. §3.1 also count `<p>` and `<br>` as formatting elements: a news body is a container
 * whose children are mostly paragraphs.
 */
export const WANG_FORMATTING_TAGS: ReadonlySet<string> = new Set([...FORMATTING_TAGS, "p", "br"]);

/** Gibson et al. §6.1 treat these tag pairs as one descendant tag. */
export const EQUIVALENT_TAGS: ReadonlyMap<string, string> = new Map([
  ["b", "strong"],
  ["i", "em"],
]);

/** HTML5 sectioning elements whose meaning says "main content" or "page furniture". */
export const LANDMARK_TAGS: ReadonlySet<string> = new Set([
  "article",
  "main",
  "nav",
  "aside",
  "header",
  "footer",
  "form",
  "figure",
  "figcaption",
  "dialog",
  "menu",
]);

/** ARIA `role` values that mark page regions. */
export const LANDMARK_ROLES: ReadonlySet<string> = new Set([
  "main",
  "article",
  "navigation",
  "complementary",
  "banner",
  "contentinfo",
  "search",
  "dialog",
  "menu",
  "menubar",
  "alert",
  "comment",
]);

/** schema.org `itemprop` values that mark the article's own text (or its parts). */
export const CONTENT_ITEMPROPS: ReadonlySet<string> = new Set([
  "articlebody",
  "text",
  "description",
  "headline",
  "reviewbody",
  "author",
  "datepublished",
  "comment",
]);

/**
 * Start tags that end SVG or MathML content in the HTML parsing algorithm ("breakout" tags):
 * browsers close the open foreign elements and show the element as HTML after them.
 */
export const FOREIGN_CONTENT_BREAKOUT_TAGS: ReadonlySet<string> = new Set([
  "b",
  "big",
  "blockquote",
  "body",
  "br",
  "center",
  "code",
  "dd",
  "div",
  "dl",
  "dt",
  "em",
  "embed",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "head",
  "hr",
  "i",
  "img",
  "li",
  "listing",
  "menu",
  "meta",
  "nobr",
  "ol",
  "p",
  "pre",
  "ruby",
  "s",
  "small",
  "span",
  "strong",
  "strike",
  "sub",
  "sup",
  "table",
  "tt",
  "u",
  "ul",
  "var",
]);

/** HTML integration points: inside SVG or MathML, their content is HTML again (htmlparser2's list). */
export const HTML_INTEGRATION_TAGS: ReadonlySet<string> = new Set([
  "mi",
  "mo",
  "mn",
  "ms",
  "mtext",
  "annotation-xml",
  "foreignobject",
  "desc",
  "title",
]);

/**
 * Elements whose close pops htmlparser2's foreign-content stack (its `foreignContextElements` and
 * `htmlIntegrationElements`, which it does not export): a capped close must pop it too.
 */
export const FOREIGN_CONTEXT_TAGS: ReadonlySet<string> = new Set([
  "math",
  "svg",
  ...HTML_INTEGRATION_TAGS,
]);
