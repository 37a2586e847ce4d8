import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runPith } from "./run-pith.js";

/** A page in KOI8-R that declares no charset, and its paragraph in UTF-8. */
const fixture = (file: string) =>
  fileURLToPath(new URL(`../fixtures/encodings/${file}`, import.meta.url));
const KOI8_PAGE = fixture("ru-koi8-r.html");
const RUSSIAN = readFileSync(fixture("ru-koi8-r.txt"), "utf8").trim();

const extractJson = (...args: string[]) =>
  runPith(["extract", KOI8_PAGE, "--format", "json", "-q", ...args]);

describe("pith extract and charsets", () => {
  it("reads a page that declares no charset in the encoding its text points to", () => {
    const run = extractJson();
    expect(run.status).toBe(0);
    const record = JSON.parse(run.stdout);
    expect(record.encoding).toBe("KOI8-R");
    expect(record.text).toContain(RUSSIAN);
  });

  it("--charset is the user's word: it decides over the page's statistics", () => {
    const record = JSON.parse(extractJson("--charset", "cp1251").stdout);
    expect(record.encoding).toBe("windows-1251");
    expect(record.text).not.toContain(RUSSIAN);
  });

  it("an unknown --charset label is a usage error, before any page is read", () => {
    const run = extractJson("--charset", "no-such-charset");
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown --charset "no-such-charset"');
    expect(run.stdout).toBe("");
  });
});
