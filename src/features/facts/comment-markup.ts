import { type Element, isTag } from "domhandler";
import type { Block } from "../../blocks/block.js";
import { COMMENT_SECTION_TOKENS } from "../../vocabulary/class-tokens.js";
import {
  COMMENT_FORM_TOKENS,
  COMMENT_ITEM_TOKEN,
  COMMENT_ITEM_WORDS,
  POST_BODY_CLASSES,
  THREAD_POST_CLASSES,
} from "../../vocabulary/comments.js";
import { attributeTokens, classTokens } from "./class-tokens.js";
import { inheritedFact } from "./inherit.js";

/**
 * Whether an element is one comment's container: a schema.org `Comment` item, or an element one of
 * whose class names or id says `comment` with no other word than those of COMMENT_ITEM_WORDS (the
 * others name a part of a comment or the section of all of them). Class names are read one by one because WordPress marks an author's own
 * comment `comment byuser comment-author-admin`: its `comment-author-admin` must not make the
 * comment a part of itself.
 */
export function isCommentContainer(element: Element): boolean {
  if (COMMENT_ITEMTYPE.test(element.attribs.itemtype ?? "")) return true;
  if (mentions(element, MENTIONS_POST) && isThreadPost(element)) return true;
  if (!mentions(element, MENTIONS_COMMENT)) return false;
  return attributeValues(element).some((value) => {
    const tokens = attributeTokens(value);
    return (
      tokens.includes(COMMENT_ITEM_TOKEN) &&
      tokens.every((token) => token === COMMENT_ITEM_TOKEN || COMMENT_ITEM_WORDS.has(token))
    );
  });
}

/**
 * Whether an element is one post of a discussion system's thread, which names it `post` rather
 * than `comment`: a class name of THREAD_POST_CLASSES (Discourse's `topic-post` and `crawler-post`,
 * vBulletin's `postcontainer`), or a class name `post` on an element one of whose children, or
 * their children, is the post's body (`div.postbody` in phpBB, `data-role="post-content"` in a
 * Disqus thread). A blog's `<article class="post">` has an entry body, not a post body.
 */
function isThreadPost(element: Element): boolean {
  const classes = (element.attribs.class ?? "").toLowerCase().split(/\s+/);
  if (classes.some((name) => THREAD_POST_CLASSES.has(name))) return true;
  if (!classes.includes("post")) return false;
  return element.children.some(
    (child) =>
      isTag(child) &&
      (isPostBody(child) || child.children.some((inner) => isTag(inner) && isPostBody(inner))),
  );
}

function isPostBody(element: Element): boolean {
  if (element.attribs["data-role"] === "post-content") return true;
  const classes = (element.attribs.class ?? "").toLowerCase().split(/\s+/);
  return classes.some((name) => POST_BODY_CLASSES.has(name));
}

/**
 * Where a page's blocks stand in its comment markup, each element asked once: every block asks of
 * each of its ancestors, and a wrapper classed `post` looks through its children and theirs for a
 * post's body (`isThreadPost`), so asking per block cost 7 % of `extract()` (speed.md).
 * One reader per page.
 */
export class CommentMarkup {
  private readonly containers = new Map<Element, Element | null>();
  private readonly forms = new Map<Element, boolean>();

  /** The comment a block belongs to: its nearest ancestor (or itself) that is a comment's container. */
  container(block: Block): Element | undefined {
    return inheritedFact(block.element, this.containers, ownContainer, nearestOf) ?? undefined;
  }

  /**
   * Whether a block belongs to the form for writing a comment ("Leave a reply", "Name", "Email"),
   * which models label as comment markup and which is no one's comment.
   */
  inForm(block: Block): boolean {
    return inheritedFact(block.element, this.forms, isCommentForm, either);
  }
}

const ownContainer = (element: Element): Element | null =>
  isCommentContainer(element) ? element : null;
const nearestOf = (above: Element | null, own: Element | null): Element | null => own ?? above;
const either = (above: boolean, own: boolean): boolean => above || own;

const COMMENT_ITEMTYPE = /schema\.org\/Comment\/?$/i;

/**
 * Whether a form field (a `<textarea name="comment">`) is a comment form's: inside comment-form
 * markup (as `CommentMarkup.inForm`), inside a comment section (`div#comments`), or in a form that posts
 * to a comment address (WordPress's `wp-comments-post.php`). A contact form's "Comments" field is
 * none of these.
 */
export function isCommentFormField(field: Element): boolean {
  for (let node = field.parent; node !== null && isTag(node); node = node.parent) {
    if (isCommentForm(node) || classTokens(node).some((token) => COMMENT_SECTION_TOKENS.has(token)))
      return true;
    if (node.name === "form" && /comment/i.test(node.attribs.action ?? "")) return true;
  }
  return false;
}

function isCommentForm(element: Element): boolean {
  if (!mentions(element, MENTIONS_COMMENT_FORM)) return false;
  return attributeValues(element).some((value) => {
    const tokens = attributeTokens(value);
    return (
      tokens.some((token) => COMMENT_FORM_TOKENS.has(token)) ||
      (tokens.includes(COMMENT_ITEM_TOKEN) && tokens.includes("form"))
    );
  });
}

/** Every class or id that names a comment, or a comment form, contains one of these. */
const MENTIONS_COMMENT = /comment/i;
const MENTIONS_POST = /post/i;
const MENTIONS_COMMENT_FORM = /comment|respond/i;

/**
 * Whether the element's class or id contains `pattern`: most contain no comment word, and the test
 * spares them the splitting into words (a walk up every block's ancestors makes it hot).
 */
function mentions(element: Element, pattern: RegExp): boolean {
  const { class: className, id } = element.attribs;
  return (
    (className !== undefined && pattern.test(className)) || (id !== undefined && pattern.test(id))
  );
}

/** An element's class names and its id, each apart. */
function attributeValues(element: Element): string[] {
  const { class: className, id } = element.attribs;
  const values = className === undefined ? [] : className.split(/\s+/);
  return id === undefined ? values : [...values, id];
}
