import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadCorpus } from "../../src/eval/corpus.js";
import { loadDataset } from "../../src/eval/dataset.js";
import { writeSyntheticDataset } from "./synthetic-data.js";

/** Rewrites a dataset's gold, giving `comments` to the records `commentsOf` names. */
function withGoldComments(dir: string, commentsOf: (id: string) => string | undefined): void {
  const records = loadDataset(dir).records.map((record) => {
    const comments = commentsOf(record.id);
    return JSON.stringify(comments === undefined ? record : { ...record, comments });
  });
  writeFileSync(join(dir, "gold.jsonl"), `${records.join("\n")}\n`);
}

describe("datasets and user comments", () => {
  it("knows a gold labels comments when any record separates them, or an L3S-style segment does", () => {
    const plain = writeSyntheticDataset(2, 2);
    expect(loadDataset(plain).labelsComments).toBe(false);

    const commented = writeSyntheticDataset(2, 2);
    withGoldComments(commented, (id) => (id === "0-0" ? "Great story." : undefined));
    expect(loadDataset(commented).labelsComments).toBe(true);

    const segmented = writeSyntheticDataset(1, 1);
    const [record] = loadDataset(segmented).records;
    const segments = [{ type: "comments", text: "Great story." }];
    writeFileSync(join(segmented, "gold.jsonl"), `${JSON.stringify({ ...record, segments })}\n`);
    expect(loadDataset(segmented).labelsComments).toBe(true);
  });

  it("marks every labelled page of such a dataset, commented or not, for learners", () => {
    const commented = writeSyntheticDataset(2, 2);
    withGoldComments(commented, (id) => (id === "0-0" ? "Great story." : undefined));
    const labelled = (dir: string) =>
      loadCorpus([dir]).map((page) => page.projection?.labelled.labelsComments);
    expect(labelled(commented)).toEqual([true, true, true, true]);
    expect(labelled(writeSyntheticDataset(2, 2))).toEqual([false, false, false, false]);
  });
});
