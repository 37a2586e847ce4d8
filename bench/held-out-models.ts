import { existsSync } from "node:fs";
import { join } from "node:path";
import { FOLD_MANIFEST, readFoldManifest } from "../src/eval/fold-manifest.js";

/**
 * Where `npm run bench:default-cv` keeps its fold models (`pith eval --save-models`): each was
 * trained with the default model's recipe on the sites of the other folds.
 */
export const HELD_OUT_MODELS_DIR = process.env.PITH_HELD_OUT_DIR ?? "bench/out/default-folds";

/** Why the held-out fold models cannot be used, or undefined when they can. */
export function heldOutModelsMissing(): string | undefined {
  return existsSync(join(HELD_OUT_MODELS_DIR, FOLD_MANIFEST))
    ? undefined
    : `no fold models in ${HELD_OUT_MODELS_DIR}: run \`npm run bench:default-cv\` first`;
}

/**
 * The fold model file that never trained on a page's site, by page key (`<dataset>/<id>`), so a
 * page is extracted as on a site pith has never seen.
 */
export function heldOutModels(): (key: string) => string {
  const { modelFor } = readFoldManifest(join(HELD_OUT_MODELS_DIR, FOLD_MANIFEST));
  return (key) => {
    const model = modelFor(key);
    if (model === undefined) throw new Error(`${key} is in no fold of ${HELD_OUT_MODELS_DIR}`);
    return model;
  };
}
