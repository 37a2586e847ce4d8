import { type Element, isTag } from "domhandler";
import { findAll, findOne, textContent } from "domutils";
import type { SegmentedPage } from "../blocks/block.js";
import { countWords } from "../text/tokenize.js";
import { withoutBlocksUnder } from "./blocks-under.js";

/** A field that asks for an e-mail address: by its type, or by its name or id. */
const EMAIL_FIELD = /e-?mail/i;
/**
 * Most words of a sign-up box around its form: a heading, a pitch of a sentence or two, the
 * consent fine print. An article that holds a form has far more.
 */
const MAX_BOX_WORDS = 60;

/**
 * The selection without sign-up forms and the boxes around them: the blocks inside a `<form>`
 * that asks for an e-mail address and has no field to write in (`<textarea>`), or inside an
 * element of at most MAX_BOX_WORDS words of which such a form is a child or grandchild — a
 * newsletter's or an account's form with its heading, its pitch and its consent fine print ("By
 * signing up you consent to receive the above newsletter", "Mit meiner Anmeldung zum Newsletter
 * stimme ich der Werbevereinbarung zu"): not the article. A story's own element (`<article>`,
 * `<main>`) or one holding the headline is never such a box, however short. A form with a
 * textarea (a comment form, a contact form) is left to the comment steps and the model.
 */
export function withoutSignupForms(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  return withoutBlocksUnder(page, selected, isSignupFormOrBox);
}

/** Elements that are a story, never a box beside one (a short brief may hold a sign-up form). */
const STORY_TAGS: ReadonlySet<string> = new Set(["article", "main", "body"]);

function isSignupFormOrBox(element: Element): boolean {
  if (element.name === "form") return isSignupForm(element);
  if (STORY_TAGS.has(element.name)) return false;
  const holdsForm = element.children.some(
    (child) =>
      isTag(child) &&
      (isSignupForm(child) || child.children.some((inner) => isTag(inner) && isSignupForm(inner))),
  );
  return (
    holdsForm &&
    findOne((node) => node.name === "h1", element.children) === null &&
    countWords(textContent(element)) <= MAX_BOX_WORDS
  );
}

function isSignupForm(element: Element): boolean {
  if (element.name !== "form") return false;
  const fields = findAll(
    (node) => node.name === "input" || node.name === "textarea",
    element.children,
  );
  return (
    fields.every((field) => field.name !== "textarea") &&
    fields.some(
      (field) =>
        field.attribs.type?.toLowerCase() === "email" ||
        EMAIL_FIELD.test(field.attribs.name ?? "") ||
        EMAIL_FIELD.test(field.attribs.id ?? ""),
    )
  );
}
