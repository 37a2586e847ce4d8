import { realpathSync, statSync } from "node:fs";
import { isWarcFileName } from "../../input/contained-pages.js";
import { isWebAddress } from "../../input/fetch-page.js";
import { isHtmlFileName, STDIN } from "../../input/walk-inputs.js";
import { fileIdentity, isWithin } from "./file-identity.js";

/**
 * Why writing `--out file` would destroy what the run reads from `input`, or undefined when it
 * would not. Checked before the file is opened (opening it empties it):
 * - it is the input itself, by device and inode, so through any link;
 * - it lies in an input directory under a name the walk reads; through a symbolic link it is the
 *   link's target that gets written, so the target's own name and place count;
 * - it has other hard links and an input is a directory: it may be one of that directory's pages
 *   under another name, and finding out would mean walking the whole tree first.
 */
export function outOverwritesInput(
  input: string,
  file: string,
  force: boolean,
): string | undefined {
  if (input === STDIN || isWebAddress(input)) return undefined;
  const identity = fileIdentity(file);
  if (identity !== undefined && identity === fileIdentity(input))
    return `--out ${file} would overwrite the input ${input}: choose another file`;
  if (!isDirectory(input)) return undefined;
  const written = realPath(file);
  const walked = force || isHtmlFileName(written) || isWarcFileName(written);
  if (walked && isWithin(file, input))
    return `--out ${file} would overwrite the input ${input}: choose another file`;
  const links = hardLinkCount(file);
  if (links > 1)
    return `--out ${file} has ${links} hard links and may be a page of the input directory ${input}: remove it or choose another file`;
  return undefined;
}

/** The path a write to `path` lands on: symbolic links resolved; itself when it does not exist. */
function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

function hardLinkCount(path: string): number {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats.nlink : 1;
  } catch {
    return 1;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
