import type { BlockLabel } from "./block-labels.js";

/** Each label's colour in the view and the labelling app (distinct also for red-green blindness). */
export const LABEL_COLOURS: Readonly<Record<BlockLabel, string>> = {
  title: "#7b2cbf",
  body: "#0a7d3b",
  comment: "#e08a00",
  boilerplate: "#8a8f98",
};

/** How many shades of a label's colour show the model's certainty. */
export const CERTAINTY_SHADES = 5;

/**
 * The class names marking block `label` drawn with `certainty` (the model's probability of the
 * label it gave, 0.5 to 1): the outline's colour says the label, the fill's strength the certainty.
 */
export function markClasses(label: BlockLabel, certainty: number): string {
  const shade = Math.min(CERTAINTY_SHADES - 1, Math.floor(certainty * CERTAINTY_SHADES));
  return `pith-block pith-${label} pith-c${shade}`;
}

/**
 * The marks' style sheet: an outline in the label's colour around each block (dashed for
 * boilerplate), a fill as strong as the model was sure, a thicker outline on the block under the
 * pointer. Outlines take no room, so the page keeps its own layout.
 */
export function marksCss(): string {
  const labels = Object.entries(LABEL_COLOURS)
    .map(([label, colour]) => `.pith-${label}{--pith-colour:${colour}}`)
    .join("\n");
  const shades = Array.from(
    { length: CERTAINTY_SHADES },
    (_, shade) => `.pith-c${shade}{--pith-fill:${6 + shade * 7}%}`,
  ).join("\n");
  return `${labels}
${shades}
.pith-block{outline:2px solid var(--pith-colour)!important;outline-offset:1px;cursor:pointer;
background-color:color-mix(in srgb,var(--pith-colour) var(--pith-fill),transparent)!important}
.pith-boilerplate{outline-style:dashed!important}
.pith-hovered{outline-width:4px!important}
.pith-image{display:inline-block;min-width:24px;min-height:16px;max-width:min(100%,480px)!important;
max-height:160px!important;overflow:hidden;vertical-align:top;
background:repeating-linear-gradient(45deg,#ddd 0 6px,#eee 6px 12px);color:#555;font:12px sans-serif}`;
}
