import type { Element } from "domhandler";
import { findOne } from "domutils";
import type { Block, SegmentedPage } from "../blocks/block.js";
import { withoutSelectedBlocks } from "./blocks-under.js";

/** What makes a `<figure>` a picture's: an image, a video or a drawing inside it. */
const PICTURE_TAGS: ReadonlySet<string> = new Set([
  "img",
  "picture",
  "video",
  "svg",
  "canvas",
  "iframe",
  "amp-img",
]);

/**
 * What makes a `<figure>` the text's own: a quotation (its caption names who said it), a code
 * listing or a table (its caption is "Listing 9-3: …", which the text refers to).
 */
const TEXT_FIGURE_TAGS: ReadonlySet<string> = new Set(["blockquote", "q", "pre", "code", "table"]);

/**
 * The selection without the captions of pictures: the `<figcaption>` of a `<figure>` that holds
 * an image, a video or a drawing and no quotation, code or table. `text` is the body; a caption and
 * its photo credit describe a picture that `text` does not show (the HTML and Markdown outputs keep
 * the figure whole, caption included, where it stands between selected blocks). When nothing but
 * captions would be left (a gallery), the selection stays as it is. Returns `selected` itself when
 * no caption is selected.
 */
export function withoutPictureCaptions(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  return withoutSelectedBlocks(page, selected, pictureCaptionTest());
}

/** A block test that decides each `<figure>` once: a figure's caption is often several blocks. */
function pictureCaptionTest(): (block: Block) => boolean {
  const pictureFigures = new Map<Element, boolean>();
  return (block) => {
    const figure = captionedFigure(block.ancestors);
    if (figure === undefined) return false;
    let isPicture = pictureFigures.get(figure);
    if (isPicture === undefined) {
      isPicture = holds(figure, PICTURE_TAGS) && !holds(figure, TEXT_FIGURE_TAGS);
      pictureFigures.set(figure, isPicture);
    }
    return isPicture;
  };
}

/** The `<figure>` whose `<figcaption>` the block is in, if any. */
function captionedFigure(ancestors: readonly Element[]): Element | undefined {
  for (let depth = ancestors.length - 1; depth > 0; depth--) {
    if (ancestors[depth]?.name !== "figcaption") continue;
    const parent = ancestors[depth - 1];
    return parent?.name === "figure" ? parent : undefined;
  }
  return undefined;
}

function holds(element: Element, tags: ReadonlySet<string>): boolean {
  return findOne((child) => tags.has(child.name), element.children, true) !== null;
}
