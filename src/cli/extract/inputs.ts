import { createReadStream } from "node:fs";
import { opendir, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { readWarc, type SkipReason } from "../../input/warc.js";

/**
 * One page to extract: a file path, `-` for standard input, or a page of a WARC archive (its bytes
 * already read); `error` when it cannot be read.
 */
export interface PageInput {
  readonly source: string;
  /**
   * Where the page sits in the tree it was named by, so `--out-dir` can mirror that tree: the path
   * below a directory argument, the base name of a file argument, `stdin` for standard input,
   * `<archive name>/<record offset>` for a page of an archive.
   */
  readonly relativePath: string;
  readonly error?: string;
  /** A page read from an archive: its bytes, and what the crawl knew about it. */
  readonly archived?: ArchivedInput;
}

/** What an archive tells about one of its pages. */
export interface ArchivedInput {
  readonly bytes?: Uint8Array;
  /** The charset the HTTP response declared. */
  readonly charset?: string;
  /** Fields every record of the page carries: where it came from. */
  readonly provenance: ArchiveProvenance;
}

/** `url` and `warc` fields of an archived page's record. */
export interface ArchiveProvenance {
  readonly url?: string;
  readonly warc: {
    readonly file: string;
    readonly offset: number;
    readonly recordId?: string;
    readonly date?: string;
    readonly status?: number;
  };
}

export const STDIN = "-";

/** `relativePath` of standard input. */
const STDIN_NAME = "stdin";

const HTML_FILE_NAME = /\.html?(?:\.gz)?$/i;
const WARC_FILE_NAME = /\.warc(?:\.gz)?$/i;

export const HTML_EXTENSIONS = ".html, .htm, .html.gz, .htm.gz";

export function isHtmlFileName(name: string): boolean {
  return HTML_FILE_NAME.test(name);
}

export function isWarcFileName(name: string): boolean {
  return WARC_FILE_NAME.test(name);
}

/** The name without its HTML extension (`a.html.gz` → `a`); undefined when it has none. */
export function htmlStem(name: string): string | undefined {
  return isHtmlFileName(name) ? name.replace(HTML_FILE_NAME, "") : undefined;
}

export interface WalkOptions {
  /** Accept files of any name, not only the HTML extensions. */
  readonly force: boolean;
  /**
   * Read WARC archives for their pages (with the largest payload read, in bytes), or leave them
   * unopened (`undefined`: a walk that only counts files).
   */
  readonly archives?: { readonly maxBytes: number; readonly onSkip: (reason: SkipReason) => void };
}

/**
 * The command-line paths → pages, lazily: a directory is read one level at a time while its pages
 * are being processed, so a million-file tree costs memory for one path from the root, not for
 * the whole listing. Directory entries come in code-unit order (not locale order) so every
 * machine produces the same sequence. A path that cannot be used becomes an input with an
 * `error`, so it still gets its record.
 */
export async function* walkInputs(
  paths: readonly string[],
  options: WalkOptions,
): AsyncGenerator<PageInput> {
  for (const path of paths) {
    if (path === STDIN) {
      yield { source: STDIN, relativePath: STDIN_NAME };
      continue;
    }
    const relativePath = basename(path);
    let isDirectory: boolean;
    try {
      isDirectory = (await stat(path)).isDirectory();
    } catch (error) {
      yield { source: path, relativePath, error: describeFsError(error) };
      continue;
    }
    if (isDirectory) yield* walkDirectory(path, "", options);
    else if (isWarcFileName(path)) yield* archivePages(path, relativePath, options);
    else if (options.force || isHtmlFileName(path)) yield { source: path, relativePath };
    else
      yield {
        source: path,
        relativePath,
        error: `not an HTML file name (${HTML_EXTENSIONS}); --force reads it anyway`,
      };
  }
}

/** `below`: the directory's path under the directory argument ("" for the argument itself). */
async function* walkDirectory(
  directory: string,
  below: string,
  options: WalkOptions,
): AsyncGenerator<PageInput> {
  let entries: Array<{ name: string; isDirectory: boolean }>;
  try {
    entries = await sortedEntries(directory);
  } catch (error) {
    yield {
      source: directory,
      relativePath: below === "" ? basename(directory) : below,
      error: `cannot read directory: ${describeFsError(error)}`,
    };
    return;
  }
  for (const entry of entries) {
    const path = join(directory, entry.name);
    const relativePath = join(below, entry.name);
    if (entry.isDirectory) yield* walkDirectory(path, relativePath, options);
    else if (isWarcFileName(entry.name)) yield* archivePages(path, relativePath, options);
    else if (options.force || isHtmlFileName(entry.name)) yield { source: path, relativePath };
  }
}

/**
 * The pages of a WARC archive, one record read at a time as the pages are taken: `<path>@<offset>`
 * names each, and its problems (a record too large, the archive cut short) become error inputs.
 */
async function* archivePages(
  path: string,
  relativePath: string,
  options: WalkOptions,
): AsyncGenerator<PageInput> {
  if (options.archives === undefined) return;
  const folder = relativePath.replace(WARC_FILE_NAME, "");
  for await (const entry of readWarc(createReadStream(path), options.archives)) {
    const warc = {
      file: path,
      offset: entry.offset,
      ...(entry.recordId ? { recordId: entry.recordId } : {}),
      ...(entry.kind === "page" ? { date: entry.date } : {}),
      ...(entry.kind === "page" && entry.status !== undefined ? { status: entry.status } : {}),
    };
    const provenance = { ...(entry.url ? { url: entry.url } : {}), warc };
    const input = {
      source: `${path}@${entry.offset}`,
      relativePath: join(folder, String(entry.offset)),
    };
    yield entry.kind === "page"
      ? { ...input, archived: { bytes: entry.bytes, charset: entry.charset, provenance } }
      : { ...input, error: entry.message, archived: { provenance } };
  }
}

/** Entries of one directory; symbolic links to directories are not followed (no cycles). */
async function sortedEntries(
  directory: string,
): Promise<Array<{ name: string; isDirectory: boolean }>> {
  const entries: Array<{ name: string; isDirectory: boolean }> = [];
  for await (const entry of await opendir(directory)) {
    if (entry.isDirectory() || entry.isFile() || entry.isSymbolicLink()) {
      entries.push({ name: entry.name, isDirectory: entry.isDirectory() });
    }
  }
  return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export function describeFsError(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === "ENOENT") return "no such file or directory";
  if (code === "EACCES") return "permission denied";
  return message;
}
