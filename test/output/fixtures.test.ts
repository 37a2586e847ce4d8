import { describe, expect, it } from "vitest";
import {
  expectedFiles,
  fixtureCases,
  knownFailure,
  readCaseFile,
  renderCase,
} from "./fixture-cases.js";

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

const all = fixtureCases();
const cases = all.filter((name) => knownFailure(name) === undefined);

it("holds at least 100 passing cases, each with its source and licence noted", () => {
  expect(cases.length).toBeGreaterThanOrEqual(100);
  for (const name of all) expect(readCaseFile(name, "source.txt")).toMatch(/licen[cs]e/i);
});

for (const name of all.filter((name) => knownFailure(name) !== undefined))
  it.todo(`fixture ${name}: ${knownFailure(name)}`);

describe.each(cases)("fixture %s", (name) => {
  const rendered = renderCase(name);
  it.each(expectedFiles(name))("%s", (file) => {
    const expected = readCaseFile(name, file);
    if (file === "expected.json") expect(JSON.parse(rendered[file])).toEqual(JSON.parse(expected));
    else expect(rendered[file], FORMAT_OF[file]).toBe(expected);
  });
});
