import type { Element } from "domhandler";
import type { SegmentedPage } from "../blocks/block.js";
import { BOILERPLATE_CLASS_TOKENS } from "../vocabulary/class-tokens.js";
import { withoutBlocksUnder } from "./blocks-under.js";

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
 * The selection without prompts a script shows only to some readers: an element hidden by a class
 * (`hidden`, `d-none` …, not shown again at a breakpoint) whose class or id also names a
 * subscription, sign-in or newsletter prompt (`div.intro-body__premium.hidden` "THIS CONTENT IS
 * RESERVED FOR SUBSCRIBERS", `div.intro-body__register.hidden`). A class alone that hides is not
 * enough: accordions and tabs hide their answers the same way, and golds keep those.
 */
export function withoutHiddenPrompts(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  return withoutBlocksUnder(page, selected, isHiddenPrompt);
}

function isHiddenPrompt(element: Element): boolean {
  const classes = (element.attribs.class ?? "").toLowerCase().split(/\s+/);
  if (!classes.some((name) => HIDING_CLASSES.has(name))) return false;
  if (classes.some((name) => SHOWN_AGAIN.test(name))) return false;
  return [...classes, (element.attribs.id ?? "").toLowerCase()].some((name) =>
    name.split(/[_-]+/).some((piece) => PROMPT_PIECES.has(piece)),
  );
}
