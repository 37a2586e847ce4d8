import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/**
 * Writes a model file (a trained model's `toJSON()`), gzipped when `path` ends in `.gz`. Node's
 * gzip header carries no timestamp, so the same model always gives the same bytes.
 */
export function writeModelFile(path: string, json: Readonly<Record<string, unknown>>): void {
  const text = `${JSON.stringify(json)}\n`;
  writeFileSync(path, path.endsWith(".gz") ? gzipSync(text, { level: 9 }) : text);
}
