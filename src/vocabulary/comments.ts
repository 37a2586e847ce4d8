/**
 * Words of user-comment markup: what names one comment's container, its parts, its author and its
 * date (WordPress, Blogger, Disqus, forum software). Class and id words are whole tokens
 * (`classTokens`), except where a pattern says otherwise.
 */

/** The class or id word of one comment's container: `li.comment`, `div#comment-340`. */
export const COMMENT_ITEM_TOKEN = "comment";

/**
 * The words that may stand beside `comment` in the class name or id of one comment's container:
 * `comment-item`, `single-comment`, `li-comment-12`. Any other word makes a part of a comment or
 * the section of all of them (`comment-body`, `comment-meta`, `comment-list`, `commentSource`;
 * `comment-entry` and `comment-box` too, a comment's text on some sites, its form on others).
 */
export const COMMENT_ITEM_WORDS: ReadonlySet<string> = new Set([
  "item",
  "single",
  "wrap",
  "wrapper",
  "container",
  "card",
  "node",
  "li",
  "div",
]);

/**
 * Whole class names of one post of a discussion system's thread, which says `post` where blogs say
 * `comment`: Discourse's `div.topic-post` and its crawler view's `div.crawler-post`, vBulletin's
 * `li.postcontainer` (`postbitlegacy`, `postbit` in its older styles).
 */
export const THREAD_POST_CLASSES: ReadonlySet<string> = new Set([
  "topic-post",
  "crawler-post",
  "postcontainer",
  "postbitlegacy",
  "postbit",
]);

/**
 * Whole class names of a post's body, which make an element classed `post` around them one post of
 * a thread: phpBB's `div.postbody` (a Disqus thread's `data-role="post-content"` says it too; a
 * blog theme's `div.post-content` under `article.post` does not).
 */
export const POST_BODY_CLASSES: ReadonlySet<string> = new Set(["postbody"]);

/** Class or id words of the form for writing a comment (WordPress's `#respond`, `#commentform`). */
export const COMMENT_FORM_TOKENS: ReadonlySet<string> = new Set(["respond", "commentform"]);

/** Class or id words of the element holding a commenter's name: `comment-author`, `fn`, `username`. */
export const COMMENT_AUTHOR_TOKENS: ReadonlySet<string> = new Set([
  "author",
  "fn",
  "user",
  "username",
  "nickname",
  "commenter",
  "poster",
]);

/** Class or id of an element holding a comment's date, anywhere in the words: `commentmetadata`. */
export const COMMENT_DATE_CLASS = /date|time|meta|posted|published/i;

/** Microdata properties holding a comment's date (schema.org `Comment`). */
export const COMMENT_DATE_PROPERTIES: ReadonlySet<string> = new Set([
  "datecreated",
  "datepublished",
  "commenttime",
]);

/**
 * What follows a commenter's name in its line: "Jane says:", "Jane wrote", "by Jane on", a user
 * number ("jane (579941)").
 */
export const AFTER_COMMENTER =
  /(?:\s+|^)(?:says|said|wrote|writes|on|at|am|um|le|el)\s*:?\s*$|\s*[|•·—–:,/-]\s*$|\s*\(\d+\)$/iu;

/** What joins a commenter's name to the comment in one line: "Jane says: Great post!", "Jane | ". */
export const JOINING_WORDS = /^(?:(?:says|said|wrote|writes)\b\s*:?|[|•·—–:,-])\s*/iu;

/**
 * What precedes a commenter's name: the comment's number ("1", "#12"), a separator, the time of a
 * date just before ("11 Jul 2012 at 9:59 pm / Jane").
 */
export const BEFORE_COMMENTER =
  /^(?:#?\d+\.?\s+|[|•·—–:,/-]\s*|(?:at|um|à)?\s*\d{1,2}[:.h]\d{2}(?::\d{2})?\s*(?:[ap]\.?\s?m\.?)?\s*)/iu;

/** Labels that stand where a name would, and name no one. */
export const NOT_A_COMMENTER =
  /^(?:posted|published|written|submitted|updated|edited|comment|comments|reply|replies|permalink|link|anonymous)$/iu;

/**
 * A comment's action links, a block of their own under every comment: "Reply", "Report abuse",
 * "#" (a permalink), a forum's "Reply With Quote" and "Top".
 */
export const COMMENT_ACTION_LABEL =
  /^(?:reply|replies|respond|report|report abuse|like|unlike|quote|reply with quote|permalink|link|edit|delete|flag|share|top|back to top|#|↑)$/iu;

/**
 * Whole class names that say whether an element has or allows comments, not that it holds them:
 * TimesLive's `div#article.comments-enabled`, Squarespace's `article.BlogItem.has-comments`, Die
 * Welt's `has-no-comments`. `comments-open` is not one: TypePad names its comment form so, and a
 * "Comments are closed" notice is `p.comments-closed`.
 */
export const COMMENT_STATE_CLASS = /^(has-(no-)?comments?|comments?-(en|dis)abled)$/i;
