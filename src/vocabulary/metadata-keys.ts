/**
 * Where pages keep their metadata: `<meta>` keys (name, property or itemprop, lower-cased) in
 * order of trust, and the JSON-LD types that describe the page's main item.
 */

export const META_KEYS = {
  title: [
    "og:title",
    "twitter:title",
    "dc.title",
    "dcterms.title",
    "sailthru.title",
    "parsely-title",
  ],
  author: [
    "author",
    "article:author",
    "dc.creator",
    "dcterms.creator",
    "parsely-author",
    "sailthru.author",
    "byl",
    "twitter:creator",
  ],
  published: [
    "article:published_time",
    "article:published",
    "og:published_time",
    "datepublished",
    "dc.date.issued",
    "dcterms.issued",
    "dc.date",
    "dcterms.date",
    "dcterms.created",
    "date",
    "pubdate",
    "publishdate",
    "publish-date",
    "publish_date",
    "sailthru.date",
    "parsely-pub-date",
    "article.published",
  ],
  modified: [
    "article:modified_time",
    "article:modified",
    "og:updated_time",
    "datemodified",
    "dc.date.modified",
    "dcterms.modified",
    "last-modified",
    "lastmod",
  ],
  siteName: ["og:site_name", "application-name", "apple-mobile-web-app-title", "twitter:site"],
  /** Keys whose value is one topic each, repeated for several (`<meta property="article:tag">`). */
  tag: ["article:tag", "og:article:tag", "book:tag", "video:tag"],
  /** Keys whose value lists topics, separated by commas. */
  keywords: ["keywords", "news_keywords", "parsely-tags", "sailthru.tags"],
  category: ["article:section", "og:article:section", "parsely-section", "section"],
  description: [
    "description",
    "og:description",
    "twitter:description",
    "dc.description",
    "dcterms.description",
  ],
  image: ["og:image", "og:image:url", "og:image:secure_url", "twitter:image", "twitter:image:src"],
  language: ["content-language", "dc.language", "dcterms.language", "og:locale"],
  canonical: ["og:url", "twitter:url"],
} as const satisfies Record<string, readonly string[]>;

/** JSON-LD `@type`s of articles and reviews, most specific first. */
const WRITTEN_WORK_TYPES: readonly string[] = [
  "NewsArticle",
  "ReportageNewsArticle",
  "AnalysisNewsArticle",
  "BlogPosting",
  "LiveBlogPosting",
  "ScholarlyArticle",
  "TechArticle",
  "Article",
  "Report",
  "Review",
];

/** JSON-LD `@type`s of a page's main item, most specific first. */
export const ARTICLE_TYPES: readonly string[] = [
  ...WRITTEN_WORK_TYPES,
  "Recipe",
  "Product",
  "Event",
  "Question",
  "DiscussionForumPosting",
  "SocialMediaPosting",
  "QAPage",
  "HowTo",
  "FAQPage",
  "WebPage",
  "ItemPage",
  "CollectionPage",
];

/** JSON-LD types of an author that is no person. */
export const ORGANIZATION_TYPES: readonly string[] = [
  "Organization",
  "NewsMediaOrganization",
  "Corporation",
  "LocalBusiness",
  "EducationalOrganization",
  "GovernmentOrganization",
  "MedicalOrganization",
  "Brand",
  "WebSite",
];

/** JSON-LD types that name the site rather than the page. */
export const SITE_TYPES: readonly string[] = ["WebSite", "Organization", "NewsMediaOrganization"];

/** Words of a `rel=author` link that labels the link ("View more posts", "All articles") rather than naming a person. */
export const AUTHOR_LINK_LABEL = /\b(?:posts?|articles?|stories|profile|view|more)\b/i;

/** JSON-LD types of the item a product page declares (schema.org `Product` and its variants' group). */
export const PRODUCT_TYPES: readonly string[] = ["Product", "ProductGroup"];

/**
 * JSON-LD types that make a page declaring a product something else: an article or review about
 * products (a "best of" list names each product as its own item), or a list of them.
 */
export const NOT_A_PRODUCT_PAGE_TYPES: readonly string[] = [
  ...WRITTEN_WORK_TYPES,
  "ItemList",
  "CollectionPage",
];
