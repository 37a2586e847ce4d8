import type { BlockClass, LabelledPage } from "../../blocks/labelled-page.js";
import { NO_ALTERNATIVE } from "./corpus.js";

/** The labels a linear model predicts, and which of them count as main content. */
export interface LabelScheme {
  readonly names: readonly string[];
  /** Per label: 1 when a block with that label is main content. */
  readonly content: Uint8Array;
  /** The user-comment label, when the scheme has one. */
  readonly comment?: number;
  /** Gold label indices of a page's blocks. */
  labelsOf(page: LabelledPage): Uint8Array;
}

/** Canonical class order; content classes follow LabelledPage.labels (body, title, heading). */
const CLASS_ORDER: readonly BlockClass[] = ["noise", "body", "title", "heading", "comment"];
const CONTENT_CLASSES: ReadonlySet<string> = new Set(["body", "title", "heading"]);

export const BINARY_LABELS: readonly string[] = ["noise", "content"];

/** The scheme for `names` as stored in a model file (binary names or a subset of the classes). */
export function labelScheme(names: readonly string[]): LabelScheme {
  if (names.length < 2 || names.length > 255)
    throw new Error(`a model needs 2–255 labels, got ${names.length}`);
  if (names.join() === BINARY_LABELS.join()) {
    return { names, content: Uint8Array.from([0, 1]), labelsOf: (page) => page.labels };
  }
  const column = new Map(names.map((name, i) => [name, i]));
  for (const name of names) {
    if (!CLASS_ORDER.includes(name as BlockClass)) throw new Error(`unknown block label "${name}"`);
  }
  return {
    names,
    content: Uint8Array.from(names, (name) => (CONTENT_CLASSES.has(name) ? 1 : 0)),
    ...(column.has("comment") && { comment: column.get("comment") }),
    labelsOf: (page) => {
      if (page.classes === undefined || page.classes.length !== page.labels.length) {
        throw new Error(`page ${page.id} has no per-block classes; train with labels=binary`);
      }
      return Uint8Array.from(page.classes, (name) => {
        const label = column.get(name);
        if (label === undefined)
          throw new Error(`page ${page.id}: block class "${name}" unseen in training`);
        return label;
      });
    },
  };
}

/** Binary labels, or the block classes that occur in the training pages (at least two). */
export function fitLabelScheme(
  kind: "binary" | "classes",
  pages: readonly LabelledPage[],
): LabelScheme {
  if (kind === "binary") return labelScheme(BINARY_LABELS);
  const seen = new Set<string>(["noise"]);
  for (const page of pages) {
    if (page.classes === undefined)
      throw new Error(`page ${page.id} has no per-block classes; train with labels=binary`);
    for (const name of page.classes) seen.add(name);
  }
  if (seen.size < 2) seen.add("body");
  return labelScheme(CLASS_ORDER.filter((name) => seen.has(name)));
}

/**
 * Each block's alternative label (see `EncodedCorpus.alternatives`) on a page whose gold does not
 * tell comments from noise (`LabelledPage.labelsComments` false, as in CleanEval and WCXB): there,
 * every noise block may as well be a comment. Such golds file the comments under an article as
 * noise, so trained as they are they teach the model that comment sections are noise, against the
 * golds that separate comments. Undefined (no alternatives) when the scheme has no comment label
 * or the page's gold labels comments.
 */
export function latentCommentAlternatives(
  scheme: LabelScheme,
  page: LabelledPage,
  labels: Uint8Array,
): Uint8Array | undefined {
  const comment = scheme.comment;
  if (comment === undefined || page.labelsComments === true) return undefined;
  const noise = scheme.names.indexOf("noise");
  return labels.map((label) => (label === noise ? comment : NO_ALTERNATIVE));
}
