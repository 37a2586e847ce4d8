/**
 * Regenerates docs/results.md: `npm run results` runs every section; `npm run results -- --only <id>`
 * runs some and keeps the other sections' last text, so a slow section (a peers race, learner
 * comparisons) need not rerun when another changes.
 *
 * Adding a section: write a module under bench/results/ exporting a `ResultsSection`, and list it
 * in SECTIONS below. Each section's text sits between `<!-- section:<id> -->` markers in the file.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { baselinesSection } from "./results/baselines.js";
import { confidenceSection } from "./results/confidence.js";
import { decisionSection } from "./results/decision.js";
import { defaultLearningCurveSection } from "./results/default-learning-curve.js";
import { defaultModelSection } from "./results/default-model.js";
import { extraWordsSection } from "./results/extra-words.js";
import { learnersSection } from "./results/learners.js";
import { learningCurveSection } from "./results/learning-curve.js";
import { multilingualSection } from "./results/multilingual.js";
import { newsByCountrySection } from "./results/news-by-country.js";
import { peersSection } from "./results/peers.js";
import type { ResultsSection } from "./results/section.js";
import { startUpSection } from "./results/start-up.js";
import { targetsSection } from "./results/targets.js";
import { throughputSection } from "./results/throughput.js";

const OUTPUT = "docs/results.md";

const SECTIONS: readonly ResultsSection[] = [
  targetsSection,
  defaultModelSection,
  extraWordsSection,
  decisionSection,
  peersSection,
  newsByCountrySection,
  confidenceSection,
  throughputSection,
  startUpSection,
  multilingualSection,
  baselinesSection,
  learnersSection,
  defaultLearningCurveSection,
  learningCurveSection,
];

const HEADER = `# Results

Every number here is measured by pith's evaluation harness (\`pith eval\`, src/eval/) on the shared datasets
in ../shared/data, and regenerated with \`npm run results\` (bench/results.ts). Metric definitions:
docs of src/eval/metrics/*; gold projection: src/eval/projection/.
`;

function sectionMarkers(id: string): { start: string; end: string } {
  return { start: `<!-- section:${id} -->`, end: `<!-- /section:${id} -->` };
}

function previousSections(text: string): Map<string, string> {
  const kept = new Map<string, string>();
  for (const section of SECTIONS) {
    const { start, end } = sectionMarkers(section.id);
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from >= 0 && to > from) kept.set(section.id, text.slice(from + start.length, to).trim());
  }
  return kept;
}

function requestedSections(argv: readonly string[]): Set<string> {
  const only = argv.indexOf("--only");
  if (only < 0) return new Set(SECTIONS.map((section) => section.id));
  const ids = (argv[only + 1] ?? "").split(",").filter((id) => id !== "");
  const unknown = ids.filter((id) => !SECTIONS.some((section) => section.id === id));
  if (ids.length === 0 || unknown.length > 0) {
    throw new Error(
      `--only expects section ids among: ${SECTIONS.map((section) => section.id).join(", ")}`,
    );
  }
  return new Set(ids);
}

/**
 * What follows the last generated section: measurements written by hand with their commands
 * (metadata accuracy, mutation testing, Markdown fidelity), kept as they are.
 */
function handWrittenTail(text: string): string {
  const { end } = sectionMarkers(SECTIONS[SECTIONS.length - 1].id);
  const at = text.indexOf(end);
  return at < 0 ? "" : text.slice(at + end.length).trim();
}

/** What comes between the header and the first generated section ("In short"), kept as it is. */
function handWrittenLead(text: string): string {
  const headerEnd = text.indexOf(HEADER.trim());
  const firstSection = text.indexOf(sectionMarkers(SECTIONS[0].id).start);
  if (headerEnd < 0 || firstSection < 0) return "";
  return text.slice(headerEnd + HEADER.trim().length, firstSection).trim();
}

const wanted = requestedSections(process.argv.slice(2));
// The file as it is: the sections not rerun, and the hand-written text around them, are kept.
const previous = existsSync(OUTPUT) ? readFileSync(OUTPUT, "utf8") : "";
const kept = previousSections(previous);
const tail = handWrittenTail(previous);
const lead = handWrittenLead(previous);
const bodies = new Map<string, string>();
// The targets section reads what the others measure (the throughput section writes its report as
// it renders), so it renders last, though it comes first in the file.
const renderOrder = [...SECTIONS.filter((section) => section !== targetsSection), targetsSection];
for (const section of renderOrder) {
  if (!wanted.has(section.id)) continue;
  process.stderr.write(`results: ${section.id}…\n`);
  bodies.set(section.id, (await section.render()).trim());
}
const parts = lead === "" ? [HEADER] : [HEADER, `${lead}\n`];
for (const section of SECTIONS) {
  const { start, end } = sectionMarkers(section.id);
  const body =
    bodies.get(section.id) ??
    kept.get(section.id) ??
    `_Not generated yet: \`npm run results -- --only ${section.id}\`._`;
  parts.push(`${start}\n${body}\n${end}\n`);
}
if (tail !== "") parts.push(`${tail}\n`);
writeFileSync(OUTPUT, parts.join("\n"));
process.stderr.write(`results: wrote ${OUTPUT}\n`);
