import type { Element } from "domhandler";
import { findAll } from "domutils";
import type { SegmentedPage } from "../blocks/block.js";
import { withoutBlocksUnder } from "./blocks-under.js";

/** A field that asks for an e-mail address: by its type, or by its name or id. */
const EMAIL_FIELD = /e-?mail/i;

/**
 * The selection without sign-up forms: the blocks inside a `<form>` that asks for an e-mail
 * address and has no field to write in (`<textarea>`) — a newsletter's or an account's form, its
 * labels and its consent fine print ("By signing up you consent to receive the above newsletter",
 * "Mit meiner Anmeldung zum Newsletter stimme ich der Werbevereinbarung zu") are not the article.
 * A form with a textarea (a comment form, a contact form) is left to the comment steps and the model.
 */
export function withoutSignupForms(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  return withoutBlocksUnder(page, selected, isSignupForm);
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
