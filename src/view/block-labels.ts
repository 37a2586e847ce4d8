import type { BlockReport } from "../output/blocks-report.js";

/** What a person marks a block as in `pith label`, and how `pith view` colours it. */
export const BLOCK_LABELS = ["title", "body", "comment", "boilerplate"] as const;
export type BlockLabel = (typeof BLOCK_LABELS)[number];

export function isBlockLabel(value: unknown): value is BlockLabel {
  return (BLOCK_LABELS as readonly unknown[]).includes(value);
}

/**
 * The labels extraction gave a page's blocks: comments and boilerplate as reported, content as
 * body but the first block whose text is the extracted title.
 */
export function labelsOfReports(reports: readonly BlockReport[], title: string): BlockLabel[] {
  const titleBlock = title === "" ? -1 : reports.findIndex((report) => report.text === title);
  return reports.map((report, i) => {
    if (report.label === "comment") return "comment";
    if (i === titleBlock) return "title";
    return report.label === "content" ? "body" : "boilerplate";
  });
}
