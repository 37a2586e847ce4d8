import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { extract } from "../../src/extract/extract.js";
import type { ExtractOptions } from "../../src/extract/options.js";
import { formatResult } from "../../src/output/format.js";

/**
 * The Readability-style fixture suite: one folder per case under test/fixtures, holding
 * `source.html` (a part of a real public page), `source.txt` (where it was cut from, its licence,
 * what it exercises), an optional `options.json` (ExtractOptions) and the expected output:
 * `expected.md` (markdown format) and `expected.json` (title and metadata), plus `expected.html`
 * (html format) and `expected.txt` (text format) where the case has them. test/output/fixtures.test.ts
 * compares; `npm run fixtures -- --update` rewrites (scripts/fixtures.ts).
 */
export const FIXTURES_DIR = join(import.meta.dirname, "../fixtures");

/**
 * The suite renders what the case selects: every block (`all-text`), unless `options.json` names
 * a model, so a retrained model changes only the cases that ask for it.
 */
const DEFAULT_CASE_OPTIONS: ExtractOptions = { model: "all-text" };

/** The expected files a case always has, and those it has when their file exists. */
const ALWAYS = ["expected.md", "expected.json"] as const;
const OPTIONAL = ["expected.html", "expected.txt"] as const;
export type ExpectedFile = (typeof ALWAYS)[number] | (typeof OPTIONAL)[number];

/** The case folders: those holding a `source.html`, in name order. */
export function fixtureCases(): string[] {
  return readdirSync(FIXTURES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => existsSync(join(FIXTURES_DIR, name, "source.html")))
    .sort();
}

/**
 * What is still wrong with a case's output, from its `todo.txt`: a case pith does not render
 * acceptably yet has no expected files (they would pin the wrong output); the suite lists it as
 * a todo until it is fixed.
 */
export function knownFailure(name: string): string | undefined {
  const file = join(FIXTURES_DIR, name, "todo.txt");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
}

export function readCaseFile(name: string, file: string): string {
  return readFileSync(join(FIXTURES_DIR, name, file), "utf8");
}

/** The expected files this case holds (or, new, will hold). */
export function expectedFiles(name: string): ExpectedFile[] {
  return [...ALWAYS, ...OPTIONAL.filter((file) => existsSync(join(FIXTURES_DIR, name, file)))];
}

/** What pith outputs now for a case, file by file. */
export function renderCase(name: string): Record<ExpectedFile, string> {
  const options: ExtractOptions = existsSync(join(FIXTURES_DIR, name, "options.json"))
    ? JSON.parse(readCaseFile(name, "options.json"))
    : DEFAULT_CASE_OPTIONS;
  const result = extract(readCaseFile(name, "source.html"), options);
  return {
    "expected.md": `${formatResult(result, "markdown")}\n`,
    "expected.json": `${JSON.stringify({ title: result.title, ...result.metadata }, null, 2)}\n`,
    "expected.html": formatResult(result, "html"),
    "expected.txt": `${formatResult(result, "text")}\n`,
  };
}
