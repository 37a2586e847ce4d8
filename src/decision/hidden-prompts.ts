import type { Element } from "domhandler";
import { findOne, textContent } from "domutils";
import type { SegmentedPage } from "../blocks/block.js";
import { countWords } from "../text/tokenize.js";
import { BOILERPLATE_CLASS_TOKENS } from "../vocabulary/class-tokens.js";
import { withoutBlocksUnder } from "./blocks-under.js";
import { classNamesOf } from "./class-names.js";

/** Class names that hide an element until a script shows it (Tailwind, Bootstrap, common CSS). */
const HIDING_CLASSES = new Set(["hidden", "d-none", "is-hidden", "hide"]);
/** A class that shows the element again at some screen width (`md:block`, `d-lg-flex`). */
const SHOWN_AGAIN =
  /^(?:[a-z0-9]+:(?:block|flex|inline|grid|table|contents)|d-[a-z]+-(?:block|flex|inline|grid|table))/;
/** Name pieces of a subscription, sign-in or newsletter prompt. */
const PROMPT_PIECES: ReadonlySet<string> = new Set([
  ...BOILERPLATE_CLASS_TOKENS.newsletter,
  ...BOILERPLATE_CLASS_TOKENS.account,
  "paywall",
  "premium",
]);

/**
 * A class or id naming the signed-out reader an element is shown to (`intro-body__anonymous`,
 * `logged-out-only`, `notLoggedIn`, Asahi's `ArticleNoteBox Logout`): what a site shows only to
 * visitors who have not signed in is its sign-up pitch, never the article. "anonymous" counts only
 * as a whole name or its last piece (`intro-body__anonymous`, `forum_anon`): `section-anonymous-chat`
 * names a service, not a reader.
 */
const SIGNED_OUT_READER =
  /(?:^|[_-])(?:anonymous|anon)$|(?:^|[_-])(?:logged-?out|logout|signed-?out|not-?logged-?in|unauthenticated)(?:$|[_-])/;
/**
 * Most words such a prompt holds: a pitch is a few lines, while a page's `<body>` may carry
 * Drupal's `not-logged-in` for every visitor. Nor does a prompt hold the page's `<h1>`: Thomasnet
 * names its content wrapper `div#tnet_content.logged-out` (129 words of category links).
 */
const MAX_PROMPT_WORDS = 150;
/**
 * A tooltip's popup (`js-tooltip-content`, `tooltip-bubble`, `tooltiptext`), hidden until the
 * pointer rests on its trigger; not the trigger (`icon-tooltip`: a badge's visible label).
 */
const TOOLTIP_POPUP =
  /(?:^|[_-])tooltip[_-]+(?:content|bubble|text|body|inner|popup|box|panel)(?:$|[_-])|(?:^|[_-])tooltiptext(?:$|[_-])/;

/**
 * A dropdown's popup (`dropdown-menu`, `lmd-dropdown__content`), shown when its toggle is clicked:
 * a menu, a share list or a sign-in pitch, not the page's own text.
 */
const DROPDOWN_POPUP =
  /(?:^|[_-])dropdown[_-]+(?:content|menu|panel|body|inner|popup|box|list)(?:$|[_-])/;

/** A cheap test before splitting: some word each of the tests below needs (hiding classes included). */
const MENTIONS_ANY = /anon|log|sign|auth|tooltip|dropdown|hid|none/i;

/**
 * The selection without prompts a script shows only to some readers: an element hidden by a class
 * (`hidden`, `d-none` …, not shown again at a breakpoint) whose class or id also names a
 * subscription, sign-in or newsletter prompt (`div.intro-body__premium.hidden` "THIS CONTENT IS
 * RESERVED FOR SUBSCRIBERS", `div.intro-body__register.hidden`), a short element whose class or id
 * names the signed-out reader it is for, or a tooltip's popup. A class alone that hides is not
 * enough: accordions and tabs hide their answers the same way, and golds keep those.
 */
export function withoutHiddenPrompts(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  return withoutBlocksUnder(page, selected, isHiddenPrompt);
}

function isHiddenPrompt(element: Element): boolean {
  const { class: className, id: rawId } = element.attribs;
  // Most elements have neither attribute, or names none of the words below: no splitting for them.
  if (className === undefined && rawId === undefined) return false;
  if (!MENTIONS_ANY.test(`${className ?? ""} ${rawId ?? ""}`)) return false;
  const classes = classNamesOf(element);
  const id = (rawId ?? "").toLowerCase();
  if ([...classes, id].some((name) => SIGNED_OUT_READER.test(name)))
    // The headline test first: a wrapper named so (Drupal's `body.not-logged-in`) holds the
    // page's `<h1>`, found long before all its text is read.
    return (
      findOne((child) => child.name === "h1", element.children) === null &&
      countWords(textContent(element)) <= MAX_PROMPT_WORDS
    );
  if (classes.some((name) => TOOLTIP_POPUP.test(name) || DROPDOWN_POPUP.test(name))) return true;
  if (!classes.some((name) => HIDING_CLASSES.has(name))) return false;
  if (classes.some((name) => SHOWN_AGAIN.test(name))) return false;
  return [...classes, id].some((name) =>
    name.split(/[_-]+/).some((piece) => PROMPT_PIECES.has(piece)),
  );
}
