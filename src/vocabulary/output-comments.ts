/** How comments mark their parts, as `src/output/comments` reads them beyond src/vocabulary/comments.ts. */

/**
 * A comment's sign-off line naming its writer after the text, as newspaper blogs print it:
 * "— Posted by Tom, Manhattan Beach CA", "— Jane".
 */
export const SIGN_OFF = /^\s*[—–―]+\s*(?:(?:posted|written|submitted)\s+by\s+)?(?=\S)/iu;

/** A line that is only a comment's number: "1.", "#12", "12)". */
export const COMMENT_NUMBER_LINE = /^\s*#?\d{1,5}[.)]?\s*$/;

/**
 * The words a comment's header line holds around its author and date marks, and nothing else:
 * "jane commented Mar 5", "Post by jane » Tue Mar 05, 2024", "said on".
 */
export const HEADER_REST_WORD =
  /^(?:by|on|at|post|posted|commented|replied|wrote|writes|says|said|edited|[»«|•·—–:,-]+)$/iu;

/**
 * Class words of the parts of a comment that are not what the commenter wrote: a forum poster's
 * profile beside the post (phpBB's `dl.postprofile`, vBulletin's `div.userinfo`), their signature,
 * avatar, role label, the reaction, voting and share bars, menus and action rows.
 */
export const COMMENT_FURNITURE_TOKENS: ReadonlySet<string> = new Set([
  "profile",
  "postprofile",
  "userinfo",
  "signature",
  "avatar",
  "label",
  "badge",
  "parent",
  "reactions",
  "voting",
  "likes",
  "share",
  "menu",
  "actions",
  "controls",
  "postcontrols",
  "postfoot",
]);
