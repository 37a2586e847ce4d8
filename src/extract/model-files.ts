import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { isGzip } from "../decode/gunzip.js";
import { type ModelFileJSON, parseModelFile, serializeModelFile } from "../models/model-file.js";

/**
 * Writes a model file (a trained model's `toJSON()`), gzipped when `path` ends in `.gz`. Node's
 * gzip header carries no timestamp, so the same model always gives the same bytes.
 */
export function writeModelFile(path: string, json: Readonly<Record<string, unknown>>): void {
  const text = serializeModelFile(json);
  writeFileSync(path, path.endsWith(".gz") ? gzipSync(text, { level: 9 }) : text);
}

/** Reads a model file, gzipped or not (`pith train --out model.json.gz`: the shipped one is). */
export function readModelFile(path: string): ModelFileJSON {
  return modelFileFromBytes(readFileSync(path), path);
}

/** A model file's bytes, gzipped or not, → its JSON; `origin` names it in errors. */
export function modelFileFromBytes(bytes: Uint8Array, origin: string): ModelFileJSON {
  const text = Buffer.from(isGzip(bytes) ? gunzipSync(bytes) : bytes).toString("utf8");
  return parseModelFile(text, origin);
}
