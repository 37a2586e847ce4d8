import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * `folds.json`, written by `pith eval --cv K --save-models DIR`: the split that produced the saved
 * fold models and, per page key (`<dataset>/<id>`), the 1-based fold that tested it.
 */
export interface FoldManifest {
  readonly command: string;
  readonly split: string;
  readonly seed: number;
  readonly folds: number;
  /** Model files, relative to the manifest's directory, fold 1 first. */
  readonly models: readonly string[];
  readonly testFold: Readonly<Record<string, number>>;
}

export const FOLD_MANIFEST = "folds.json";

export function foldModelName(fold: number): string {
  return `fold-${fold + 1}.json.gz`;
}

/** Where `--save-models DIR` writes fold `fold`'s (0-based) model. */
export function foldModelPath(dir: string, fold: number): string {
  return join(dir, foldModelName(fold));
}

export function writeFoldManifest(dir: string, manifest: FoldManifest): void {
  writeFileSync(join(dir, FOLD_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
}

/** The manifest `spec` names (its path, or the directory holding it), or undefined if none. */
export function foldManifestPath(spec: string): string | undefined {
  if (spec.endsWith(FOLD_MANIFEST) && existsSync(spec)) return spec;
  const inDir = join(spec, FOLD_MANIFEST);
  return existsSync(spec) && statSync(spec).isDirectory() && existsSync(inDir) ? inDir : undefined;
}

/** A manifest, checked; `modelFor(key)` is the path of the model that did not train on that page. */
export function readFoldManifest(path: string): {
  path: string;
  manifest: FoldManifest;
  modelFor: (key: string) => string | undefined;
} {
  let manifest: FoldManifest;
  try {
    manifest = JSON.parse(readFileSync(path, "utf8")) as FoldManifest;
  } catch (error) {
    throw new Error(`${path}: unreadable fold manifest (${(error as Error).message})`);
  }
  if (
    manifest === null ||
    typeof manifest !== "object" ||
    !Array.isArray(manifest.models) ||
    !manifest.models.every((file) => typeof file === "string") ||
    manifest.testFold === null ||
    typeof manifest.testFold !== "object"
  ) {
    throw new Error(`${path}: not a fold manifest of \`pith eval --cv K --save-models DIR\``);
  }
  const dir = dirname(path);
  return {
    path,
    manifest,
    modelFor: (key) => {
      const fold = manifest.testFold[key];
      const file = fold === undefined ? undefined : manifest.models[fold - 1];
      return file === undefined ? undefined : join(dir, file);
    },
  };
}
