/**
 * Words that page authors put in `class` and `id` attributes, grouped by what they mean. Matched
 * against whole tokens of those attributes (split at punctuation, digits and camelCase humps), so
 * `comment-list`, `commentList` and `comments2` all yield `comment`/`comments`.
 * At most 31 groups per vocabulary: the `markup` family keeps them as bit masks.
 */

/** Tokens that mark page furniture around the main content. */
export const BOILERPLATE_CLASS_TOKENS: Readonly<Record<string, readonly string[]>> = {
  comment: [
    "comment",
    "comments",
    "commentlist",
    "disqus",
    "respond",
    "reply",
    "replies",
    "discussion",
  ],
  share: [
    "share",
    "sharing",
    "social",
    "sharethis",
    "addthis",
    "facebook",
    "twitter",
    "whatsapp",
    "pinterest",
  ],
  related: [
    "related",
    "recommended",
    "recommendations",
    "trending",
    "popular",
    "outbrain",
    "taboola",
    "teaser",
    "teasers",
    "more",
  ],
  footer: ["footer", "foot", "copyright", "colophon", "bottom"],
  nav: [
    "nav",
    "navbar",
    "navigation",
    "menu",
    "breadcrumb",
    "breadcrumbs",
    "pagination",
    "pager",
    "toolbar",
    "topbar",
    "skip",
  ],
  sidebar: ["sidebar", "aside", "rail", "widget", "widgets", "complementary", "right", "left"],
  ad: [
    "ad",
    "ads",
    "advert",
    "adverts",
    "advertisement",
    "advertising",
    "adsense",
    "dfp",
    "banner",
    "sponsor",
    "sponsored",
  ],
  promo: ["promo", "promotion", "promoted", "cta", "offer", "paywall", "premium"],
  cookie: ["cookie", "cookies", "consent", "gdpr", "privacy"],
  newsletter: ["newsletter", "subscribe", "subscription", "signup", "optin", "mailing"],
  header: ["header", "masthead", "logo", "brand", "branding"],
  meta: [
    "meta",
    "byline",
    "author",
    "dateline",
    "timestamp",
    "date",
    "tags",
    "tag",
    "categories",
    "category",
  ],
  hidden: ["hidden", "hide", "invisible", "sr", "offscreen"],
  popup: ["modal", "popup", "overlay", "dialog", "lightbox"],
  search: ["search", "searchform", "searchbox"],
  account: ["login", "signin", "account", "register", "profile"],
  caption: ["caption", "credit", "credits", "photo", "gallery", "thumbnail", "thumb"],
};

/** Tokens that mark the main content itself. */
export const CONTENT_CLASS_TOKENS: Readonly<Record<string, readonly string[]>> = {
  article: ["article", "story", "post", "entry", "hentry", "blogpost"],
  body: [
    "body",
    "content",
    "contents",
    "text",
    "prose",
    "copy",
    "main",
    "maincontent",
    "markdown",
    "richtext",
    "rte",
  ],
  headline: ["headline", "title", "heading", "hed"],
  lede: ["lede", "lead", "intro", "summary", "standfirst", "dek", "subtitle", "subhead"],
};

/**
 * Tokens that name a comment section or a comment itself (`ol.commentlist`, `article.comment`,
 * `div#comments`): narrower than the `comment` group above, whose `reply` and `discussion` also
 * name forum posts and Q&A answers.
 */
export const COMMENT_SECTION_TOKENS: ReadonlySet<string> = new Set([
  "comment",
  "comments",
  "commentlist",
]);

/**
 * Whole ids and names (lowercased) that start a page's comment section when an empty anchor or a
 * heading wears them (`<a name="commentSection"></a>`, `<h3 id="comments-section">`): the section
 * words, and "comment(s) section" written as one id.
 */
export const COMMENT_ANCHOR_NAMES: ReadonlySet<string> = new Set([
  ...COMMENT_SECTION_TOKENS,
  ...["comment", "comments"].flatMap((word) =>
    ["section", "-section", "_section"].map((suffix) => `${word}${suffix}`),
  ),
]);

/**
 * Tokens that name a section of customer reviews (`div#reviews`, `li.review`): on a page that
 * declares a product, the product page's comments.
 */
export const REVIEW_SECTION_TOKENS: ReadonlySet<string> = new Set(["review", "reviews"]);
