import type { Stats } from "node:fs";
import { opendir, realpath, stat } from "node:fs/promises";
import { basename, join, resolve, sep } from "node:path";
import type { PithErrorCode } from "../util/errors.js";
import {
  type ContainerOptions,
  containedPages,
  isContainerFileName,
  isWarcFileName,
  stdinJsonLinePages,
} from "./contained-pages.js";
import { isWebAddress } from "./fetch-page.js";
import { notRegularFile } from "./page-file.js";
import type { PageInput } from "./page-input.js";

export const STDIN = "-";

/** `relativePath` of standard input. */
const STDIN_NAME = "stdin";

const HTML_FILE_NAME = /\.html?(?:\.gz)?$/i;

export const HTML_EXTENSIONS = ".html, .htm, .html.gz, .htm.gz";

export function isHtmlFileName(name: string): boolean {
  return HTML_FILE_NAME.test(name);
}

/** The name without its HTML extension (`a.html.gz` → `a`); undefined when it has none. */
export function htmlStem(name: string): string | undefined {
  return isHtmlFileName(name) ? name.replace(HTML_FILE_NAME, "") : undefined;
}

export interface WalkOptions {
  /** Accept files of any name, not only the HTML extensions. */
  readonly force: boolean;
  /**
   * How to read files of many pages (WARC archives, JSON Lines), or `undefined` to leave them
   * unopened (a walk that only counts files).
   */
  readonly containers?: ContainerOptions;
  /** Standard input (`-`) holds JSON Lines, one page per line, rather than one page. */
  readonly stdinJsonLines?: boolean;
  /**
   * Read files that symbolic links inside a directory point to outside it. Off by default: a
   * directory others can write to (a shared crawl) would otherwise hand over any file this
   * process can read (`page.html -> /etc/shadow`, `-> ~/.ssh/id_rsa`).
   */
  readonly followLinks?: boolean;
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
  const names =
    paths.length > 1
      ? distinctNames(paths.filter((path) => path !== STDIN))
      : new Map<string, string>();
  for (const path of paths) {
    if (path === STDIN) {
      if (options.stdinJsonLines === true)
        yield* stdinJsonLinePages(STDIN_NAME, options.containers);
      else yield { source: STDIN, relativePath: STDIN_NAME };
      continue;
    }
    if (isWebAddress(path)) {
      yield webPageInput(path);
      continue;
    }
    const relativePath = basename(path);
    let stats: Stats;
    try {
      stats = await stat(path);
    } catch (error) {
      yield { source: path, relativePath, error: describeFsError(error), code: fsErrorCode(error) };
      continue;
    }
    // Several arguments: each directory's pages stay under its own name (as `cp -r a b dest/`
    // does), so sites that all have an index.html keep apart under --out-dir.
    if (stats.isDirectory())
      yield* walkDirectory(path, names.get(path) ?? "", options, await realpath(path));
    else if (!stats.isFile())
      yield {
        source: path,
        relativePath,
        error: notRegularFile(stats).message,
        code: "PITH_UNSUPPORTED",
      };
    else if (isContainerFileName(path))
      yield* containedPages(path, relativePath, options.containers);
    else if (options.force || isHtmlFileName(path)) yield { source: path, relativePath };
    else
      yield {
        source: path,
        relativePath,
        error: `not an HTML file name (${HTML_EXTENSIONS}); --force reads it anyway`,
        code: "PITH_UNSUPPORTED",
      };
  }
}

/** An http(s) address: read when its turn comes (`fetchPage`), named after its host and path. */
export function webPageInput(address: string): PageInput {
  try {
    return { source: address, relativePath: webPagePath(new URL(address)) };
  } catch {
    return {
      source: address,
      relativePath: address,
      error: "not a valid web address",
      code: "PITH_INVALID_ARGUMENT",
    };
  }
}

/**
 * Where a web page goes under `--out-dir`: `<host>/<path>`, `index` for a path ending in `/`, the
 * query after `_`; characters that are not safe in file names become `_`
 * (`https://example.com/news/?page=2` → `example.com/news/index_page_2`).
 */
export function webPagePath(url: URL): string {
  const segments = url.pathname.split("/").filter((segment) => segment !== "");
  let path = [url.host, ...segments].map(fileNameSafe).join("/");
  if (segments.length === 0 || url.pathname.endsWith("/")) path += "/index";
  if (url.search.length > 1) path += `_${fileNameSafe(url.search.slice(1))}`;
  return path;
}

const UNSAFE_IN_FILE_NAMES = /[^\w.-]+/g;
/** Longest name part kept: file systems cap a name at 255 bytes. */
const MAX_NAME_PART = 120;

function fileNameSafe(part: string): string {
  const safe = part.replace(UNSAFE_IN_FILE_NAMES, "_").slice(0, MAX_NAME_PART);
  return /^\.*$/.test(safe) ? `_${safe}` : safe;
}

/**
 * A name per path, told apart by as many trailing folders as it takes: `a/pages` and `b/pages` are
 * `a/pages` and `b/pages`, `a/site` and `b/blog` just `site` and `blog`.
 */
export function distinctNames(paths: readonly string[]): Map<string, string> {
  const unique = [...new Set(paths)];
  const segments = new Map(unique.map((path) => [path, resolve(path).split(sep).filter(Boolean)]));
  const depth = new Map(unique.map((path) => [path, 1]));
  const nameOf = (path: string) =>
    (segments.get(path) ?? []).slice(-(depth.get(path) ?? 1)).join(sep);
  for (;;) {
    const sharing = new Map<string, number>();
    for (const path of unique) sharing.set(nameOf(path), (sharing.get(nameOf(path)) ?? 0) + 1);
    const deepen = unique.filter(
      (path) =>
        (sharing.get(nameOf(path)) ?? 0) > 1 &&
        (depth.get(path) ?? 1) < (segments.get(path)?.length ?? 0),
    );
    if (deepen.length === 0) break;
    for (const path of deepen) depth.set(path, (depth.get(path) ?? 1) + 1);
  }
  return new Map(unique.map((path) => [path, nameOf(path)]));
}

/**
 * `below`: the directory's path under the directory argument ("" for the argument itself, or its
 * name when there are several arguments); `root`: the argument's real path, which links may not
 * leave unless `followLinks`.
 */
async function* walkDirectory(
  directory: string,
  below: string,
  options: WalkOptions,
  root: string,
): AsyncGenerator<PageInput> {
  let entries: DirectoryEntry[];
  try {
    entries = await sortedEntries(directory);
  } catch (error) {
    yield {
      source: directory,
      relativePath: below === "" ? basename(directory) : below,
      error: `cannot read directory: ${describeFsError(error)}`,
      code: fsErrorCode(error),
    };
    return;
  }
  for (const entry of entries) {
    const path = join(directory, entry.name);
    const relativePath = join(below, entry.name);
    if (entry.isDirectory) {
      yield* walkDirectory(path, relativePath, options, root);
      continue;
    }
    // JSON Lines only when named: in a tree they are more often outputs or gold files than pages.
    const isWarc = isWarcFileName(entry.name);
    if (!isWarc && !options.force && !isHtmlFileName(entry.name)) continue;
    if (entry.isSymbolicLink) {
      const problem = await linkProblem(path, root, options.followLinks === true);
      if (problem !== undefined) {
        yield { source: path, relativePath, ...problem };
        continue;
      }
    }
    if (isWarc) yield* containedPages(path, relativePath, options.containers);
    else yield { source: path, relativePath };
  }
}

/**
 * Why a symbolic link in an input directory is not read, or undefined when it is: it leads out of
 * the directory (unless `followLinks`), nowhere, or to something other than a regular file (a
 * device never ends, a FIFO blocks its reader).
 */
async function linkProblem(
  path: string,
  root: string,
  followLinks: boolean,
): Promise<{ error: string; code: PithErrorCode } | undefined> {
  let target: string;
  let stats: Stats;
  try {
    target = await realpath(path);
    stats = await stat(target);
  } catch (error) {
    return { error: `broken symbolic link: ${describeFsError(error)}`, code: fsErrorCode(error) };
  }
  if (!followLinks && !isInside(target, root))
    return {
      error: "a symbolic link out of the input directory: not followed (--follow-links reads it)",
      code: "PITH_OUTSIDE_INPUT",
    };
  if (!stats.isFile()) return { error: notRegularFile(stats).message, code: "PITH_UNSUPPORTED" };
  return undefined;
}

/** Whether a real path is the real directory `root` or lies below it. */
function isInside(target: string, root: string): boolean {
  return target === root || target.startsWith(root.endsWith(sep) ? root : root + sep);
}

interface DirectoryEntry {
  readonly name: string;
  readonly isDirectory: boolean;
  readonly isSymbolicLink: boolean;
}

/**
 * Entries of one directory: directories, regular files and symbolic links (devices, FIFOs and
 * sockets are no pages); symbolic links to directories are not followed (no cycles).
 */
async function sortedEntries(directory: string): Promise<DirectoryEntry[]> {
  const entries: DirectoryEntry[] = [];
  for await (const entry of await opendir(directory)) {
    if (entry.isDirectory() || entry.isFile() || entry.isSymbolicLink()) {
      entries.push({
        name: entry.name,
        isDirectory: entry.isDirectory(),
        isSymbolicLink: entry.isSymbolicLink(),
      });
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

/** The code of a file system error: a path that is not there, or one that cannot be read. */
export function fsErrorCode(error: unknown): PithErrorCode {
  return (error as NodeJS.ErrnoException).code === "ENOENT" ? "PITH_NOT_FOUND" : "PITH_UNREADABLE";
}
