import type { LabelledPage } from "../../src/blocks/labelled-page.js";
import { segmentPage } from "../../src/extract/extract.js";
import { seededRandom } from "../../src/util/random.js";

const WORDS = [
  "river",
  "market",
  "council",
  "school",
  "budget",
  "garden",
  "festival",
  "harbour",
  "museum",
  "railway",
];

/** `length` words drawn from a small fixed vocabulary. */
export function sentence(random: () => number, length: number): string {
  return Array.from({ length }, () => WORDS[Math.floor(random() * WORDS.length)]).join(" ");
}

/**
 * A news-like page: a link-heavy menu, an article of long paragraphs inside <article>, then a
 * link-heavy footer. Blocks are labelled content exactly when they are article paragraphs.
 */
export function syntheticPage(seed: number, source = "site-a"): LabelledPage {
  const random = seededRandom(seed);
  const menu = Array.from(
    { length: 4 + Math.floor(random() * 4) },
    (_, i) => `<li><a href="/m${i}">${sentence(random, 2)}</a></li>`,
  );
  const paragraphs = Array.from(
    { length: 3 + Math.floor(random() * 4) },
    () => `<p>${sentence(random, 25 + Math.floor(random() * 30))}.</p>`,
  );
  const footer = Array.from(
    { length: 3 },
    (_, i) => `<div class="f"><a href="/f${i}">${sentence(random, 3)}</a></div>`,
  );
  const html = `<html><head><title>t</title></head><body><ul>${menu.join("")}</ul><article>${paragraphs.join("")}</article>${footer.join("")}</body></html>`;
  const { page } = segmentPage(html);
  const labels = Uint8Array.from(page.blocks, (block) => (block.element.name === "p" ? 1 : 0));
  return { page, labels, source, id: `${source}-${seed}` };
}
