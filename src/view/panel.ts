import { type AnyNode, Text } from "domhandler";
import { element } from "../output/document.js";
import { BLOCK_LABELS, type BlockLabel } from "./block-labels.js";
import type { PageInspection } from "./inspect.js";
import { LABEL_COLOURS } from "./marks-style.js";

/**
 * The view's side panel: title, model and confidence, the page's metadata, the legend, the
 * decision steps that changed the model's selection, and whether the model explains its scores.
 */
export function panelNodes(inspection: PageInspection): AnyNode[] {
  const { result, steps, blocks } = inspection;
  const counts = new Map<BlockLabel, number>();
  for (const block of blocks) counts.set(block.label, (counts.get(block.label) ?? 0) + 1);
  const metadata = Object.entries(result.metadata).filter(
    ([, value]) => value !== null && value !== "" && !(Array.isArray(value) && value.length === 0),
  );
  return [
    tag("h2", "pith view"),
    tag("h3", result.title === "" ? "(no title)" : result.title),
    definitions([
      ["model", result.model],
      ["confidence", result.confidence.toFixed(3)],
      ["blocks", String(blocks.length)],
      ...(result.encoding === "" ? [] : [["encoding", result.encoding] as const]),
    ]),
    tag("h4", "Labels"),
    element(
      "ul",
      { class: "pith-legend" },
      BLOCK_LABELS.map((label) =>
        element("li", {}, [
          element("span", { class: "pith-swatch", style: `background:${LABEL_COLOURS[label]}` }),
          new Text(` ${label}: ${counts.get(label) ?? 0}`),
        ]),
      ),
    ),
    tag(
      "p",
      "Outline colour: the label after the decision steps; fill: how sure the model was. Hover a block for its probabilities" +
        (inspection.explained ? " and the features that weighed most." : "."),
    ),
    ...(inspection.explained ? [] : [tag("p", unexplainedNote(result.model), "pith-note")]),
    tag("h4", "Decision steps that changed the selection"),
    steps.length === 0
      ? tag("p", "none: the content is the model's own selection")
      : element(
          "ol",
          {},
          steps.map((step) =>
            element("li", {}, [
              element("strong", {}, [new Text(step.name)]),
              new Text(`: ${step.why}${blockChanges(step.added, step.removed)}`),
            ]),
          ),
        ),
    tag("h4", "Metadata"),
    metadata.length === 0
      ? tag("p", "none found")
      : definitions(metadata.map(([key, value]) => [key, String(value)])),
  ];
}

/** What the view says when the model cannot break a score down into features. */
export function unexplainedNote(model: string): string {
  return `${model} cannot say which features weighed most (only linear models and stacks over one can): probabilities only.`;
}

function blockChanges(added: readonly number[], removed: readonly number[]): string {
  const parts = [
    ...(added.length === 0 ? [] : [`added blocks ${added.join(", ")}`]),
    ...(removed.length === 0 ? [] : [`removed blocks ${removed.join(", ")}`]),
  ];
  return parts.length === 0 ? "" : ` (${parts.join("; ")})`;
}

function tag(name: string, text: string, className?: string): AnyNode {
  return element(name, className === undefined ? {} : { class: className }, [new Text(text)]);
}

function definitions(rows: ReadonlyArray<readonly [string, string]>): AnyNode {
  return element(
    "dl",
    {},
    rows.flatMap(([term, value]) => [tag("dt", term), tag("dd", value)]),
  );
}
