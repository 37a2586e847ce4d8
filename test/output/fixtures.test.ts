import { describe, expect, it } from "vitest";
import { expectedFiles, fixtureCases, readCaseFile, renderCase } from "./fixture-cases.js";

/**
 * Every case of the fixture suite (test/fixtures/<case>/, see fixture-cases.ts): pith's output
 * now against the expected files. After a change meant to move them: `npm run fixtures` lists the
 * cases that differ, `npm run fixtures -- --update` rewrites them; review the diff.
 */
const FORMAT_OF = {
  "expected.md": "markdown",
  "expected.json": "title and metadata",
  "expected.html": "html",
  "expected.txt": "text",
} as const;

const cases = fixtureCases();

it("holds at least 100 cases, each with its source noted", () => {
  expect(cases.length).toBeGreaterThanOrEqual(100);
  for (const name of cases) expect(readCaseFile(name, "source.txt")).toMatch(/licen[cs]e/i);
});

describe.each(cases)("fixture %s", (name) => {
  const rendered = renderCase(name);
  it.each(expectedFiles(name))("%s", (file) => {
    const expected = readCaseFile(name, file);
    if (file === "expected.json") expect(JSON.parse(rendered[file])).toEqual(JSON.parse(expected));
    else expect(rendered[file], FORMAT_OF[file]).toBe(expected);
  });
});
