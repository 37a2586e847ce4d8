import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { provideTurndown, type TurndownModules } from "../output/markdown.js";

/**
 * turndown, its GFM plugin and the DOM it parses Markdown's HTML with (domino), for Node.js: one
 * file built into dist/vendor/turndown.cjs (scripts/build.mjs), so an install carries domino's code
 * and not the 9 MB of tests its package publishes (decision 0060). Where there is no such file
 * (src/ run by tsx or vitest), the packages as installed. Loaded on the first Markdown rendering.
 */
const VENDORED = fileURLToPath(new URL("../vendor/turndown.cjs", import.meta.url));

let loaded: TurndownModules | undefined;

function turndownModules(): TurndownModules {
  if (loaded !== undefined) return loaded;
  const require = createRequire(import.meta.url);
  loaded = existsSync(VENDORED)
    ? (require(VENDORED) as TurndownModules)
    : {
        Turndown: require("turndown") as TurndownModules["Turndown"],
        gfm: (require("turndown-plugin-gfm") as typeof import("turndown-plugin-gfm")).gfm,
      };
  return loaded;
}

/** Hands turndown to Markdown output (src/output/markdown.ts), to be loaded when first used. */
export function provideNodeTurndown(): void {
  provideTurndown({
    get Turndown() {
      return turndownModules().Turndown;
    },
    get gfm() {
      return turndownModules().gfm;
    },
  });
}
