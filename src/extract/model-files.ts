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
  const text = isGzip(bytes)
    ? gunzipModel(bytes).toString("utf8")
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  return parseModelFile(text, origin);
}

/** The largest output buffer a model's gunzip allocates at once (bigger models take several). */
const MAX_GUNZIP_CHUNK = 64 * 1024 * 1024;

/**
 * gunzip into one buffer as long as the model (gzip's trailer holds its length, modulo 2³²), not
 * zlib's 16 kB chunks joined afterwards: the shipped model is 2 MB.
 */
function gunzipModel(bytes: Uint8Array): Buffer {
  const length =
    bytes.byteLength < 4
      ? 0
      : new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(
          bytes.byteLength - 4,
          true,
        );
  return gunzipSync(bytes, {
    chunkSize: Math.min(Math.max(length + 1, 16 * 1024), MAX_GUNZIP_CHUNK),
  });
}
