import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { SegmentedPage } from "../../src/blocks/block.js";
import type { LabelledPage } from "../../src/blocks/labelled-page.js";
import type { Learner, TrainedModel } from "../../src/models/learner.js";
import type { ModelFileHeader } from "../../src/models/model-file.js";
import { seedOption } from "../../src/models/options/option-spec.js";
import { declaredOptions } from "../../src/models/options/parse-options.js";

/**
 * A small dataset in the shared format: `sites` sites with `pagesPerSite` pages each. Articles are
 * link-free paragraphs; navigation and footers are all links, so link density separates them.
 */
export function writeSyntheticDataset(sites: number, pagesPerSite: number): string {
  const dir = mkdtempSync(join(tmpdir(), "pith-eval-"));
  mkdirSync(join(dir, "pages"));
  const lines: string[] = [];
  for (let s = 0; s < sites; s++) {
    for (let p = 0; p < pagesPerSite; p++) {
      const id = `${s}-${p}`;
      const paragraphs = [0, 1, 2].map(
        (k) => `Story ${id} paragraph ${k} tells of harbour ${s} and river ${p} in detail today.`,
      );
      const html = `<html><head><title>Story ${id}</title></head><body>
<div class="nav"><a href="/">Home</a> <a href="/world">World news</a> <a href="/sport">Sport pages</a></div>
${paragraphs.map((text) => `<p>${text}</p>`).join("\n")}
<div class="footer"><a href="/about">About us and our team</a></div></body></html>`;
      writeFileSync(join(dir, "pages", `${id}.html.gz`), gzipSync(html));
      lines.push(
        JSON.stringify({
          id,
          page: `pages/${id}.html.gz`,
          url: null,
          site: `site${s}.com`,
          title: `Story ${id}`,
          text: paragraphs.join("\n"),
        }),
      );
    }
  }
  writeFileSync(join(dir, "gold.jsonl"), `${lines.join("\n")}\n`);
  return dir;
}

function linkDensity(page: SegmentedPage): number[] {
  return page.blocks.map((block) =>
    block.wordCount === 0 ? 1 : block.linkWordCount / block.wordCount,
  );
}

function thresholdModel(threshold: number, pages: readonly LabelledPage[]): TrainedModel {
  return {
    name: "link-threshold",
    predict: (page) => {
      const selected = Uint8Array.from(linkDensity(page), (density) =>
        density < threshold ? 1 : 0,
      );
      return { selected, contentProbability: Float64Array.from(selected) };
    },
    toJSON: (): ModelFileHeader & Record<string, unknown> => ({
      format: "pith-model",
      version: 1,
      learner: "link-threshold",
      features: { families: [] },
      options: {},
      training: {
        pages: pages.length,
        blocks: 0,
        sources: new Set(pages.map((p) => p.source)).size,
      },
      threshold,
    }),
  };
}

/** A trivial learner for harness tests: the link-density threshold with the best training accuracy. */
export const linkThresholdLearner: Learner = {
  name: "link-threshold",
  description: "content = link density below a learned threshold",
  ...declaredOptions("link-threshold", { seed: seedOption(1, "unused: training is exhaustive") }),
  train(pages) {
    let best = { threshold: 0, correct: -1 };
    for (const threshold of [0.1, 0.3, 0.5, 0.7, 0.9, 1.1]) {
      let correct = 0;
      for (const page of pages) {
        linkDensity(page.page).forEach((density, i) => {
          if ((density < threshold ? 1 : 0) === page.labels[i]) correct++;
        });
      }
      if (correct > best.correct) best = { threshold, correct };
    }
    return thresholdModel(best.threshold, pages);
  },
  load: (json) => thresholdModel(json.threshold as number, []),
};
