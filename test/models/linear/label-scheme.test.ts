import { describe, expect, it } from "vitest";
import type { LabelledPage } from "../../../src/blocks/labelled-page.js";
import { NO_ALTERNATIVE } from "../../../src/models/linear/corpus.js";
import { labelScheme, latentCommentAlternatives } from "../../../src/models/linear/label-scheme.js";

const page = (labelsComments: boolean | undefined): LabelledPage =>
  ({ id: "p", source: "s", labelsComments }) as unknown as LabelledPage;

describe("latentCommentAlternatives", () => {
  const scheme = labelScheme(["noise", "body", "title", "comment"]);
  const [NOISE, BODY, TITLE, COMMENT] = [0, 1, 2, 3];
  const labels = Uint8Array.of(NOISE, TITLE, BODY, NOISE, NOISE);

  it("lets every noise block be a comment on a page whose gold does not label comments", () => {
    const expected = [COMMENT, NO_ALTERNATIVE, NO_ALTERNATIVE, COMMENT, COMMENT];
    expect([...(latentCommentAlternatives(scheme, page(false), labels) ?? [])]).toEqual(expected);
    expect([...(latentCommentAlternatives(scheme, page(undefined), labels) ?? [])]).toEqual(
      expected,
    );
  });

  it("leaves the gold alone where it labels comments, or where there is no comment label", () => {
    expect(latentCommentAlternatives(scheme, page(true), labels)).toBeUndefined();
    const withoutComments = labelScheme(["noise", "body", "title"]);
    expect(latentCommentAlternatives(withoutComments, page(false), labels)).toBeUndefined();
  });
});
