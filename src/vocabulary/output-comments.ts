/** How comments mark their parts, as `src/output/comments` reads them beyond src/vocabulary/comments.ts. */

/**
 * A comment's sign-off line naming its writer after the text, as newspaper blogs print it:
 * "— Posted by Tom, Manhattan Beach CA", "— Jane".
 */
export const SIGN_OFF = /^\s*[—–―]+\s*(?:(?:posted|written|submitted)\s+by\s+)?(?=\S)/iu;

/** A line that is only a comment's number: "1.", "#12", "12)". */
export const COMMENT_NUMBER_LINE = /^\s*#?\d{1,5}[.)]?\s*$/;
