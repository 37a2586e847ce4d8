/**
 * Writes dist/default-model.json, the shipped model's JSON uncompressed (`npm run build`): the
 * package exports it as `pith/models/default.json`, so a bundler can take the default model into
 * a browser build of pith/core (which has no gunzip) as a JSON import.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

writeFileSync("dist/default-model.json", gunzipSync(readFileSync("models/default.json.gz")));
