/**
 * Page machinery that sits inside selected content and never belongs in rendered output (HTML
 * and Markdown): share and follow buttons, edit links, generated tables of contents, tracking
 * pixels, avatars. Class and id words are matched as whole tokens (`classTokens`).
 */

/**
 * Class/id words of share, follow, print and e-mail widgets. Only small elements (a few words)
 * carrying them are dropped: `share` on an article wrapper must not take the article with it.
 */
export const SHARE_WIDGET_CLASS_TOKENS: ReadonlySet<string> = new Set([
  "share",
  "shares",
  "sharing",
  "sharer",
  "sharethis",
  "addthis",
  "addtoany",
  "shareaholic",
  "social",
  "socials",
  "follow",
  "print",
  "printer",
  "email",
  "mail",
  "whatsapp",
  "tweet",
  "facebook",
  "twitter",
  "pinterest",
  "linkedin",
  "reddit",
  "bookmark",
]);

/** Words of a share widget's visible text: "Share", "Tweet", "Print this article", "12 shares". */
export const SHARE_WIDGET_WORDS: ReadonlySet<string> = new Set([
  "share",
  "shares",
  "shared",
  "sharing",
  "tweet",
  "tweets",
  "pin",
  "print",
  "email",
  "e-mail",
  "mail",
  "follow",
  "like",
  "likes",
  "facebook",
  "twitter",
  "x",
  "reddit",
  "linkedin",
  "pinterest",
  "whatsapp",
  "telegram",
  "messenger",
  "flipboard",
  "copy",
  "link",
  "on",
  "this",
  "article",
  "page",
  "story",
  "post",
  "us",
  "via",
  "more",
]);

/**
 * Link targets that are share, print or subscribe actions, not places to read: a link there is a
 * button whatever its text or icon.
 */
export const SHARE_ACTION_URLS: readonly RegExp[] = [
  /facebook\.com\/(?:sharer|share\.php|dialog\/(?:share|feed|send))/i,
  /(?:twitter|x)\.com\/(?:intent\/|share\b|home\?status=)/i,
  /reddit\.com\/submit/i,
  /linkedin\.com\/(?:shareArticle|sharing\/|cws\/share)/i,
  /pinterest\.[a-z.]+\/pin\/create/i,
  /(?:api\.whatsapp\.com\/send|wa\.me\/\?text=|^whatsapp:)/i,
  /t\.me\/share/i,
  /news\.ycombinator\.com\/submitlink/i,
  /tumblr\.com\/(?:share|widgets\/share)/i,
  /(?:getpocket\.com\/(?:save|edit)|share\.flipboard\.com|addtoany\.com\/(?:share|add_to))/i,
  /^mailto:\?/i,
  /^mailto:[^?]*\?(?:.*&)?(?:subject|body)=/i,
  /^javascript:.*print\s*\(/i,
  // Jetpack (WordPress.com) sharing buttons: the post's own address with `?share=twitter`.
  /[?&]share=[a-z-]+(?:&|$)/i,
];

/** Class/id words of a heading's "[edit]" link box (MediaWiki's `mw-editsection`). */
export const EDIT_SECTION_CLASS_TOKENS: ReadonlySet<string> = new Set(["editsection"]);

/**
 * Visible text of an edit link: a section's "edit", "edit source", "[edit]"; a documentation
 * page's "Edit on GitHub", "Edit this page".
 */
export const EDIT_LINK_TEXT =
  /^\s*\[?\s*edit(?:\s+source|\s+(?:on|in)\s+git(?:hub|lab)|\s+this\s+page)?\s*\]?\s*$/i;

/** Where edit links lead: a wiki's editor, a repository's file editor (GitHub, GitLab). */
export const EDIT_LINK_URL =
  /[?&](?:ve)?action=edit\b|\/\/(?:github\.com|gitlab\.com)\/[^?#]+\/(?:-\/)?edit\//;

/** Class/id words of a generated table of contents (`#toc`, `.toc`, `ez-toc`, `table-of-contents`). */
export const TOC_CLASS_TOKENS: ReadonlySet<string> = new Set(["toc", "tocify", "toctitle"]);

/** `rel` words of the links that page through a manual: to its previous, next, parent and first pages. */
export const PAGER_LINK_RELS: ReadonlySet<string> = new Set([
  "prev",
  "previous",
  "next",
  "up",
  "start",
  "home",
  "first",
  "last",
]);

/**
 * Access keys of the same links in DocBook XSL's and texinfo's navigation (previous, next, up,
 * home); texinfo's menu entries have digits, and are the page's own contents.
 */
export const PAGER_ACCESS_KEYS: ReadonlySet<string> = new Set(["p", "n", "u", "h"]);

/** Headings of a generated table of contents. */
export const TOC_TITLES: ReadonlySet<string> = new Set([
  "contents",
  "table of contents",
  "on this page",
  "in this article",
  "jump to",
]);

/** Visible text of a skip link ("Skip to content", "Jump to navigation"). */
export const SKIP_LINK_TEXT =
  /^\s*(?:skip|jump)\s+to\s+(?:the\s+)?(?:main\s+)?(?:content|navigation|article|main)\b/i;

/** Image addresses of tracking pixels and beacons. */
export const TRACKING_IMAGE_URL =
  /(?:\b|_)(?:pixel|beacon|tracking|tracker)(?:\b|_)|\/(?:b|p)\.gif\b|doubleclick\.net|\/utm\.gif/i;

/** Image addresses and class words of avatars (a byline's or a commenter's face). */
export const AVATAR_IMAGE_URL = /gravatar\.com\/avatar|(?:\b|_)avatars?(?:\b|_)/i;
export const AVATAR_CLASS_TOKENS: ReadonlySet<string> = new Set(["avatar", "avatars", "gravatar"]);

/** Platforms and actions a share or follow icon is named after (`facebook-icon.png`, `print.svg`). */
export const SHARE_ICON_SUBJECT =
  /(?:^|[_\-.\s])(?:facebook|fb|twitter|x-logo|reddit|linkedin|pinterest|whatsapp|telegram|email|e-mail|mail|print|share|rss|tumblr|flipboard|instagram|youtube)(?:[-_.\s]|$)/i;

/** Words that make an image file an icon rather than a picture (`facebook-icon.png`, `share_btn.gif`). */
export const ICON_FILE_WORD =
  /(?:^|[_\-.\s])(?:icon|icons|ico|logo|btn|button|badge|social|share|sprite)(?:[-_.\s]|$)/i;

/** Alt texts of share and follow icons: "Share on Twitter", "Print this", "Email", "Follow us on X". */
export const SHARE_ICON_ALT =
  /^\s*(?:(?:share|post|tweet|pin|send|follow(?:\s+us)?)(?:\s+(?:this|it))?(?:\s+(?:on|to|via|by|with))?(?:\s+\S+)?|print(?:\s+this)?(?:\s+\S+)?|e-?mail(?:\s+this)?(?:\s+\S+)?)\s*$/i;

/** A share or like counter's text: "0", "12 shares", "1.2k likes". */
export const SHARE_COUNTER_TEXT = /^\s*[\d.,]+\s*[km]?\s+(?:shares?|likes?|tweets?|pins?)\s*$/i;

/**
 * Classes of a code block's line-number gutter (Pygments `linenos`, Rouge `gutter`/`lineno`,
 * Prism `line-numbers-rows`, highlight.js-line-numbers `hljs-ln-numbers`, GitHub `blob-num`).
 */
export const CODE_GUTTER_CLASS =
  /(?:^|\s)(?:lineno|linenos|linenodiv|gutter|rouge-gutter|line-numbers?|line-numbers-rows|linenumber|hljs-ln-numbers|hljs-ln-n|blob-num|ln|lnt|lntd|line-numbers-wrapper|code-line-numbers)(?:\s|$)/i;

/** Class words of a code block's copy button, when a page builds it from a `<div>` or `<span>`. */
export const COPY_BUTTON_CLASS = /(?:^|[\s_-])(?:copy|clipboard)(?:[\s_-]|$)/i;

/** Visible text of a copy button. */
export const COPY_BUTTON_TEXT = /^\s*(?:copy(?:\s+(?:code|to\s+clipboard))?|copied!?)\s*$/i;

/** Class words of an emoji or smiley drawn as a picture (WordPress `emoji`, `wp-smiley`). */
export const EMOJI_IMAGE_CLASS =
  /(?:^|\s)(?:emoji|wp-smiley|smilie|smiley|emojione|twemoji|joypixels)(?:\s|$)/i;

/** Addresses of emoji and smiley pictures (WordPress's s.w.org set, Twemoji, JoyPixels, forums' smilies). */
export const EMOJI_IMAGE_URL =
  /s\.w\.org\/images\/core\/emoji\/|twemoji|\/joypixels\/|\/emojione\/|emoji\.[a-z-]+\.com\/|\/(?:smilies|smileys|emoticons)\//i;

/**
 * Class words of a form's status messages, shown by script after a submission ("Thank you! Your
 * submission has been received!", "Oops! Something went wrong"): Webflow, Contact Form 7,
 * HubSpot, Mailchimp and generic names.
 */
export const FORM_STATUS_CLASS_TOKENS: ReadonlySet<string> = new Set([
  "w-form-done",
  "w-form-fail",
  "wpcf7-response-output",
  "hs-form-error",
  "submitted-message",
  "form-success",
  "form-error",
  "form-status",
  "form-message",
  "form-success-message",
  "form-error-message",
  "mce-responses",
  "mce-error-response",
  "mce-success-response",
  "success-message",
  "error-message",
]);

/** Class words of a note's show/hide toggle (Tufte CSS's `label.margin-toggle` and its "⊕"). */
export const NOTE_TOGGLE_CLASS = /(?:^|\s)margin-toggle(?:\s|$)/;
