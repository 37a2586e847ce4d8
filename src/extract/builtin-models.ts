import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { headerOf, type ModelFileHeader } from "../models/model-file.js";
import { readModelFile } from "./model-files.js";

/** The package's `models/` folder (the same relative place from `src/` under tsx and from `dist/`). */
const MODELS_DIR = fileURLToPath(new URL("../../models/", import.meta.url));

/** A model shipped in the package, usable by name (`--model default`). */
export interface BuiltinModel {
  readonly name: string;
  readonly file: string;
  readonly description: string;
}

export const BUILTIN_MODELS: readonly BuiltinModel[] = [
  {
    name: "default",
    file: "default.json.gz",
    description:
      "linear-chain CRF over every feature family, its probabilities re-scored from page context (context-stack), trained on all shared human-gold pages (npm run train-default)",
  },
];

export function builtinModelPath(name: string): string | undefined {
  const model = BUILTIN_MODELS.find((candidate) => candidate.name === name);
  return model === undefined ? undefined : `${MODELS_DIR}${model.file}`;
}

/** Scores of a built-in model, measured by `npm run results` and kept beside the model. */
export interface BuiltinModelScores {
  readonly command: string;
  readonly split: string;
  readonly datasets: Readonly<
    Record<string, { readonly pages: number; readonly shingleF1: number }>
  >;
}

export interface BuiltinModelInfo extends BuiltinModel {
  readonly path: string;
  readonly header?: ModelFileHeader;
  readonly scores?: BuiltinModelScores;
}

/** What `pith models` shows: each built-in model with its training data and measured scores. */
export function describeBuiltinModels(): BuiltinModelInfo[] {
  return BUILTIN_MODELS.map((model) => {
    const path = `${MODELS_DIR}${model.file}`;
    const scoresPath = path.replace(/\.json(\.gz)?$/, ".scores.json");
    return {
      ...model,
      path,
      header: existsSync(path) ? readHeader(path) : undefined,
      scores: existsSync(scoresPath)
        ? (JSON.parse(readFileSync(scoresPath, "utf8")) as BuiltinModelScores)
        : undefined,
    };
  });
}

function readHeader(path: string): ModelFileHeader {
  return headerOf(readModelFile(path));
}
