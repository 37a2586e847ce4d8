import type { PithErrorCode } from "../util/errors.js";

/**
 * One page to extract: a file path, `-` for standard input, or a page held in a WARC archive or a
 * JSON Lines file (already read); `error` when it cannot be read.
 */
export interface PageInput {
  readonly source: string;
  /**
   * Where the page sits in the tree it was named by, so `--out-dir` can mirror that tree: the path
   * below a directory argument, the base name of a file argument, `stdin` for standard input,
   * `<file name>/<record offset or line>` for a page held in an archive or JSON Lines file.
   */
  readonly relativePath: string;
  readonly error?: string;
  /** With `error`: its code (`PITH_TOO_LARGE` for a line over the limit, …). */
  readonly code?: PithErrorCode;
  /** A page read from a file of many pages: its content, and where it came from. */
  readonly contained?: ContainedPage;
}

/** A page of a WARC archive or a JSON Lines file. */
export interface ContainedPage {
  /** The page as read (absent for a record that failed). */
  readonly page?: string | Uint8Array;
  /** The charset its HTTP response declared. */
  readonly charset?: string;
  /** Fields its record carries: where it came from. */
  readonly provenance: Provenance;
}

/** `url`, and `warc` or `jsonl`, of a contained page's record. */
export interface Provenance {
  readonly url?: string;
  readonly warc?: {
    readonly file: string;
    readonly offset: number;
    readonly recordId?: string;
    readonly date?: string;
    readonly status?: number;
  };
  readonly jsonl?: { readonly file: string; readonly line: number };
}
