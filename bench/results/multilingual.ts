import { cpus } from "node:os";
import {
  DEFAULT_MULTILINGUAL_SYSTEMS,
  multilingualCorpora,
  multilingualTable,
  scoreMultilingual,
} from "../multilingual.js";
import type { ResultsSection } from "./section.js";

/** Extraction in other languages than the shared datasets' English (bench/multilingual.ts). */
export const multilingualSection: ResultsSection = {
  id: "multilingual",
  async render() {
    const { corpora, notes } = multilingualCorpora();
    const results = await scoreMultilingual(
      corpora,
      DEFAULT_MULTILINGUAL_SYSTEMS,
      Number.POSITIVE_INFINITY,
    );
    return [
      "## Beyond English: the same sites in other languages",
      "",
      "Every shared dataset is English (by script and stop words: 2,783 of 2,808 pages; the rest too short to tell), and so is the default model's training. This bench scores documentation sites that publish one template in several languages, so a language's row differs from English only by the language: Rust by Example (mdBook; gold: the text of `<main>`) and Debian's debian-reference, maint-guide and GIMP's help (DocBook; gold: `<body>` without its navigation header and footer; GIMP every fifth page). The golds are markup, not human judgement: read the rows against each other, not against the shared datasets. Score: bag-of-words P / R / F1 per page, averaged, with words as pith's blocks read them (every Han or kana character a word, so Chinese and Japanese are not scored a clause at a time).",
      "",
      `Command: \`npm run bench:multilingual\` (fetches the Debian packages with \`apt-get download\` into bench/out/multilingual/, reads Rust by Example from the Rust toolchain); this section: \`npm run results -- --only multilingual\`. Run on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}.`,
      "",
      multilingualTable(results, DEFAULT_MULTILINGUAL_SYSTEMS),
      ...(notes.length > 0 ? ["", ...notes.map((note) => `- ${note}`)] : []),
      "",
      "Before pith read Chinese and Japanese character by character (a Chinese clause was one `\\w+` word, and no block had a stop word), the same bench's scratch version measured F1 0.865 → 0.956 on Rust by Example zh and 0.801 → 0.900 on ja, 0.625 → 0.793 on debian-reference zh-cn, 0.687 → 0.784 on ja, 0.882 → 0.942 on GIMP's help ja, with English, Spanish and Korean unchanged: on a Chinese page, English chrome (a keyboard-shortcuts dialog, a language menu) outscored the Chinese text.",
    ].join("\n");
  },
};
