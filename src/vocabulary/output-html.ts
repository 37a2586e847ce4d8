/**
 * What the HTML output may contain. Everything else is dropped (with its subtree) or unwrapped
 * (keeping its children), so the output is safe to display and free of page machinery.
 */

/** What runs, loads or embeds: no rendering of a page keeps these elements or their subtrees. */
export const ACTIVE_CONTENT_TAGS: readonly string[] = [
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "param",
];

/** Drawings, formulas, media and image maps: rendered, not read as text by pith's outputs. */
export const EMBEDDED_MEDIA_TAGS: readonly string[] = [
  "svg",
  "math",
  "canvas",
  "audio",
  "video",
  "source",
  "track",
  "map",
  "area",
];

/**
 * Elements dropped with their whole subtree: active content, embeds and form controls. Not `<form>`
 * itself: ASP.NET and forum software wrap whole pages in one, and only its controls are machinery.
 * Nor `<head>`: where a page's markup breaks, parsers leave its body there (only `<title>`,
 * `<meta>` and the like go). Either is rendered only when it holds selected text.
 */
export const DROPPED_TAGS: ReadonlySet<string> = new Set([
  ...ACTIVE_CONTENT_TAGS,
  "input",
  "button",
  "select",
  "option",
  "optgroup",
  "textarea",
  "datalist",
  "output",
  "link",
  "meta",
  "base",
  "title",
  ...EMBEDDED_MEDIA_TAGS,
  "dialog",
]);

/** Elements kept as they are (attributes filtered): the structure the output preserves. */
export const KEPT_TAGS: ReadonlySet<string> = new Set([
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "table",
  "caption",
  "colgroup",
  "col",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "blockquote",
  "pre",
  "code",
  "kbd",
  "samp",
  "var",
  "a",
  "img",
  "picture",
  "figure",
  "figcaption",
  "b",
  "strong",
  "i",
  "em",
  "u",
  "s",
  "del",
  "ins",
  "mark",
  "small",
  "sub",
  "sup",
  "q",
  "cite",
  "abbr",
  "dfn",
  "time",
  "address",
  "details",
  "summary",
]);

/** Inline wrappers kept only with `keepStyle` (they carry the page's classes and inline styles). */
export const STYLE_ONLY_INLINE_TAGS: ReadonlySet<string> = new Set(["span", "font", "big", "tt"]);

/** Attributes kept on every kept element (besides the per-tag ones below). */
export const GLOBAL_ATTRIBUTES: ReadonlySet<string> = new Set(["title", "lang", "dir"]);

/** Attributes kept only with `keepStyle` (Wang et al.: output in the page's own visual style). */
export const STYLE_ATTRIBUTES: ReadonlySet<string> = new Set(["class", "style", "id"]);

/** Per-element attributes worth keeping. URL-valued ones are resolved and checked separately. */
export const TAG_ATTRIBUTES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["a", new Set(["href"])],
  ["img", new Set(["src", "alt", "width", "height"])],
  ["td", new Set(["colspan", "rowspan", "headers"])],
  ["th", new Set(["colspan", "rowspan", "headers", "scope"])],
  ["col", new Set(["span"])],
  ["colgroup", new Set(["span"])],
  ["ol", new Set(["start", "reversed", "type"])],
  ["li", new Set(["value"])],
  ["blockquote", new Set(["cite"])],
  ["q", new Set(["cite"])],
  ["del", new Set(["cite", "datetime"])],
  ["ins", new Set(["cite", "datetime"])],
  ["time", new Set(["datetime"])],
  ["abbr", new Set(["title"])],
  ["details", new Set(["open"])],
]);

/** Attributes whose value is a URL: resolved against the page address and scheme-checked. */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set(["href", "src", "cite"]);

/** Attributes where lazy-loading scripts keep the real image address, most specific first. */
export const LAZY_IMAGE_SRC_ATTRIBUTES: readonly string[] = [
  "data-src",
  "data-lazy-src",
  "data-original",
  "data-lazy",
  "data-url",
];

/** Attributes holding a `srcset` candidate list, the lazy one first. */
export const SRCSET_ATTRIBUTES: readonly string[] = ["data-srcset", "data-lazy-srcset", "srcset"];

/**
 * The shape of the attributes any lazy-loading script keeps the real picture in, named after the
 * script (`data-lzl-src`, `data-ll-srcset`, `data-pagespeed-lazy-src`): `data-`, then `src` or
 * `srcset` last. The second group is `set` for a candidate list.
 */
export const LAZY_LOADER_ATTRIBUTE = /^data-[\w-]*src(set)?$/i;

/** Elements kept whole when they sit between selected blocks: pictures and their captions. */
export const MEDIA_TAGS: ReadonlySet<string> = new Set(["img", "picture", "figure"]);

/**
 * Where pages name a code block's language, on the `<code>`, the `<pre>` or a highlighter's
 * wrapper: `language-x` / `lang-x` (CommonMark renderers, Prism, highlight.js), `highlight-source-x`
 * (GitHub), `highlight-x` (Sphinx, Pygments), `brush: x` (SyntaxHighlighter). The first group is
 * the language.
 */
export const CODE_LANGUAGE_CLASSES: readonly RegExp[] = [
  /(?:^|\s)lang(?:uage)?-([\w+#.-]+)/,
  /(?:^|\s)highlight-source-([\w+#.-]+)/,
  /(?:^|\s)highlight-(?!source-)([\w+#-]+)/,
  /(?:^|\s)brush:\s*([\w+#.-]+)/,
];

/** Attributes that name a code block's language (Hugo, Docusaurus, Chroma). */
export const CODE_LANGUAGE_ATTRIBUTES: readonly string[] = ["data-lang", "data-language"];

/** Language names that name no language (Sphinx's `highlight-default`, `language-none`). */
export const NO_CODE_LANGUAGE: ReadonlySet<string> = new Set([
  "default",
  "plain",
  "plaintext",
  "nohighlight",
]);

/**
 * MathML elements kept in the output: presentation markup, as DOMPurify allows it. `semantics`
 * is unwrapped and its annotations dropped (`annotation-xml` may hold HTML or SVG): a TeX
 * annotation moves to the `<math>`'s `alttext`.
 */
export const MATHML_TAGS: ReadonlySet<string> = new Set([
  "math",
  "mrow",
  "mi",
  "mn",
  "mo",
  "ms",
  "mtext",
  "mspace",
  "msup",
  "msub",
  "msubsup",
  "mfrac",
  "msqrt",
  "mroot",
  "mover",
  "munder",
  "munderover",
  "mmultiscripts",
  "mprescripts",
  "mtable",
  "mtr",
  "mtd",
  "mlabeledtr",
  "mstyle",
  "mpadded",
  "mphantom",
  "menclose",
  "merror",
  "mfenced",
]);

/** MathML attributes kept: layout only, nothing that loads or links anything. */
export const MATHML_ATTRIBUTES: ReadonlySet<string> = new Set([
  "display",
  "alttext",
  "encoding",
  "mathvariant",
  "displaystyle",
  "scriptlevel",
  "stretchy",
  "fence",
  "separator",
  "form",
  "lspace",
  "rspace",
  "largeop",
  "movablelimits",
  "accent",
  "accentunder",
  "linethickness",
  "columnspan",
  "rowspan",
  "columnalign",
  "rowalign",
  "width",
  "height",
  "depth",
  "notation",
  "open",
  "close",
  "separators",
]);

/**
 * Players whose `<iframe>` HTML and Markdown output show as a link to the video's own page: the
 * host, and how its embed path names the video (the page address built from the captured id).
 */
export const VIDEO_EMBEDS: readonly {
  readonly hosts: RegExp;
  readonly path: RegExp;
  readonly page: (id: string) => string;
}[] = [
  {
    hosts: /^(?:www\.)?youtube(?:-nocookie)?\.com$/,
    path: /^\/embed\/([\w-]+)/,
    page: (id) => `https://www.youtube.com/watch?v=${id}`,
  },
  {
    hosts: /^player\.vimeo\.com$/,
    path: /^\/video\/(\d+)/,
    page: (id) => `https://vimeo.com/${id}`,
  },
  {
    hosts: /^(?:www\.|geo\.)?dailymotion\.com$/,
    path: /^\/(?:embed\/video\/|player\.html)([\w-]*)/,
    page: (id) => `https://www.dailymotion.com/video/${id}`,
  },
];

/**
 * Class names of callouts (admonitions): MkDocs and Sphinx `admonition`, Asciidoctor
 * `admonitionblock`, GitHub's `markdown-alert`, and the plain `note` (MDN, Sphinx themes).
 * Output as blockquotes.
 */
export const CALLOUT_CLASSES: ReadonlySet<string> = new Set([
  "admonition",
  "admonitionblock",
  "note",
  "markdown-alert",
]);

/**
 * Class names of callouts only when a callout title is inside: Quarto's and Obsidian's
 * `callout`, which shops and landing pages also give their feature boxes.
 */
export const TITLED_CALLOUT_CLASSES: ReadonlySet<string> = new Set(["callout"]);

/** Elements a callout class makes a callout (a `<p class="note">` stays a paragraph). */
export const CALLOUT_ELEMENTS: ReadonlySet<string> = new Set(["div", "aside", "section"]);

/** Class names of a callout's title ("Note", "Warning"): output as a bold first paragraph. */
export const CALLOUT_TITLE_CLASSES: ReadonlySet<string> = new Set([
  "admonition-title",
  "callout-title",
  "callout-title-container",
  "markdown-alert-title",
]);
