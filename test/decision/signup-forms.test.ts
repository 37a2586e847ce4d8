import { describe, expect, it } from "vitest";
import { withoutSignupForms } from "../../src/decision/signup-forms.js";
import { textsKeptBy } from "./selection-step-texts.js";

const FIRST = "The council voted on Tuesday to widen the bridge over the river before the floods.";
const SECOND = "Work starts in May and the bridge stays open to walkers while it lasts.";
const FINE_PRINT = "By signing up you consent to receive the above newsletter from the publisher.";

const keptTexts = (html: string) => textsKeptBy(withoutSignupForms, `<article>${html}</article>`);

describe("withoutSignupForms", () => {
  it("leaves out a form that asks for an e-mail address, by the field's type, name or id", () => {
    for (const field of ['type="email"', 'type="text" name="EMAIL"', 'id="newsletter-e-mail"'])
      expect(
        keptTexts(
          `<p>${FIRST}</p><form action="/subscribe"><p>Sign up for our newsletter</p>` +
            `<input ${field}><p>${FINE_PRINT}</p></form><p>${SECOND}</p>`,
        ),
      ).toEqual([FIRST, SECOND]);
  });

  it("leaves out the box around a sign-up form, not an article that holds one", () => {
    const box =
      '<section class="box"><h3>The Morning Briefing</h3><p>Every weekday: the news you need.</p>' +
      `<form><input type="email"><button>Sign up</button></form><p>${FINE_PRINT}</p></section>`;
    expect(keptTexts(`<p>${FIRST}</p>${box}<p>${SECOND}</p>`)).toEqual([FIRST, SECOND]);
    const long = `${FIRST} ${SECOND} ${FIRST} ${SECOND}`;
    const article = `<div><p>${long}</p><form><input type="email"></form><p>${SECOND}</p></div>`;
    expect(keptTexts(article)).toEqual([long, SECOND]);
  });

  it("keeps a form with a field to write in, one without an e-mail field, and text outside forms", () => {
    const commentForm =
      `<form action="/wp-comments-post.php"><p>${FINE_PRINT}</p>` +
      '<input type="email" name="email"><textarea name="comment"></textarea></form>';
    expect(keptTexts(`<p>${FIRST}</p>${commentForm}<p>${SECOND}</p>`)).toEqual([
      FIRST,
      FINE_PRINT,
      SECOND,
    ]);
    const searchForm = `<form action="/search"><p>${FINE_PRINT}</p><input type="search" name="q"></form>`;
    expect(keptTexts(`<p>${FIRST}</p>${searchForm}<p>${SECOND}</p>`)).toEqual([
      FIRST,
      FINE_PRINT,
      SECOND,
    ]);
    expect(
      keptTexts(
        `<p>${FIRST}</p><div class="newsletter"><p>${FINE_PRINT}</p></div><p>${SECOND}</p>`,
      ),
    ).toEqual([FIRST, FINE_PRINT, SECOND]);
  });
});
