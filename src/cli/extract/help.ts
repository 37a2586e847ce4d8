import { DEFAULT_EXTRACT_OPTIONS } from "../../options.js";
import { HTML_EXTENSIONS } from "./inputs.js";

export const DEFAULT_TIMEOUT_MS = 30_000;

/** Each worker's V8 heap cap: a page that needs more fails alone instead of taking the run down. */
export const WORKER_HEAP_MB = 4096;

const MiB = 1024 * 1024;

export const EXTRACT_HELP = `
Examples:
  $ pith extract page.html                          main text of one page, one block per line
  $ pith extract page.html --format json            title, text and more as one JSON object
  $ pith extract pages/ --out pages.jsonl           every page under pages/, one JSON line each
  $ pith extract a.html b.html.gz --format text     several pages as text, each under "==> path <=="
  $ curl -s https://example.com | pith extract - --url https://example.com
  $ pith extract pages/ --model my-model.json --jobs 4 --timeout 5000

Inputs:
  Files named ${HTML_EXTENSIONS} (any name with --force), directories (walked recursively,
  entries in byte order of their names; other files skipped), or - for standard input. Bytes
  may be gzipped and in any charset: it is sniffed as browsers do (BOM, <meta>).

Formats:
  text   the main text, one block (paragraph, heading, list item) per line; the default for one page
  json   one object {source, title, text, encoding, model, ms}; several pages: an array of them
  jsonl  one such object per line, in input order; the default for several pages
  A page that fails still gets its record, with "title": "", "text": "" and an "error" string
  (text format: the error goes to stderr). "ms" is the time extract() took for the page.

Limits (see README "Limits"):
  input size   ${DEFAULT_EXTRACT_OPTIONS.maxBytes / MiB} MiB per page after gunzip; larger files and gzip bombs become errors
  nesting      elements deeper than ${DEFAULT_EXTRACT_OPTIONS.maxDepth} are flattened (as browsers cap nesting)
  time         --timeout per page (default ${DEFAULT_TIMEOUT_MS} ms): a stuck worker is terminated
  memory       each worker's heap is capped at ${WORKER_HEAP_MB} MB; a page that needs more fails alone

Exit status:
  0  at least one page was extracted     1  no page could be extracted
  2  wrong arguments or usage`;
