import { writtenDateIn } from "../../metadata/dateline.js";
import { normalizeWhitespace } from "../../text/tokenize.js";
import { BYLINE_PREFIX } from "../../vocabulary/bylines.js";
import { AFTER_COMMENTER, BEFORE_COMMENTER, NOT_A_COMMENTER } from "../../vocabulary/comments.js";

/** A commenter's name with more words than this is a sentence, not a name. */
const MAX_NAME_WORDS = 6;

/**
 * The name in the text a comment's header gives for its author ("Jane says:", "by Jane on March 3,
 * 2024", "11 Jul 2012 / Jane says:", "1 Jane"), or undefined when what is left is no name: empty,
 * too long, a number, an address or a label ("Posted"). Beside a written date, the name is the
 * text before it, or after it when the date comes first.
 */
export function commenterName(text: string): string | undefined {
  const line = normalizeWhitespace(text);
  const date = writtenDateIn(line);
  const beside =
    date === undefined ? line : line.slice(0, date.start).trim() || line.slice(date.end);
  const name = stripAll(
    stripAll(beside.trim(), BEFORE_COMMENTER).replace(BYLINE_PREFIX, ""),
    AFTER_COMMENTER,
  );
  const usable =
    name !== "" &&
    name.split(" ").length <= MAX_NAME_WORDS &&
    !NOT_A_COMMENTER.test(name) &&
    !/^[\d\W]+$/u.test(name) &&
    !/^https?:|^www\./i.test(name) &&
    writtenDateIn(name) === undefined;
  return usable ? name : undefined;
}

/** `text` without `pattern`, matched again on what is left until it no longer matches. */
function stripAll(text: string, pattern: RegExp): string {
  let stripped = text;
  for (
    let next = text.replace(pattern, "");
    next !== stripped;
    next = stripped.replace(pattern, "")
  )
    stripped = next;
  return stripped.trim();
}
