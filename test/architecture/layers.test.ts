import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { cruise } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const { LAYERS } = require("../../layers.cjs") as { LAYERS: string[][] };
const config = require("../../.dependency-cruiser.cjs") as {
  forbidden: unknown[];
  options: Record<string, unknown>;
};
const FIXTURES = join(import.meta.dirname, "fixtures");

/** Every broken rule of the pipeline's import rule in `baseDir`'s `src/`, as "rule: from → to". */
async function violations(baseDir = process.cwd()): Promise<string[]> {
  const result = await cruise(["src"], {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  } as Parameters<typeof cruise>[1]);
  if (typeof result.output === "string") throw new Error("dependency-cruiser gave text");
  return result.output.summary.violations.map(
    (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
  );
}

describe("the import rule (.dependency-cruiser.cjs)", () => {
  it("holds in src/: no import runs up the pipeline, no cycle", async () => {
    expect(await violations()).toEqual([]);
  });

  it("places every folder of src/ in a layer", () => {
    const folders = readdirSync("src", { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "types")
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !LAYERS.flat().includes(folder))).toEqual([]);
  });

  it("fails on an import from a lower stage into a higher one", async () => {
    expect(await violations(join(FIXTURES, "upward"))).toEqual([
      "layer-parse-imports-upward: src/parse/parse.ts → src/output/render.ts",
    ]);
  });

  it("fails on a Node.js built-in imported by the core", async () => {
    expect(await violations(join(FIXTURES, "node-in-core"))).toEqual([
      "no-node-builtin-in-core: src/decode/read.ts → fs",
    ]);
  });

  it("fails on a cycle, even of type-only imports", async () => {
    const found = await violations(join(FIXTURES, "cycle"));
    expect(found).toContain("no-circular: src/blocks/a.ts → src/blocks/b.ts");
  });
});
