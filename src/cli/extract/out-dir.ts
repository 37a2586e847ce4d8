import { randomBytes } from "node:crypto";
import { lstat, mkdir, rename, unlink, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { errorRecord, type PageRecord } from "../../batch/page-record.js";
import type { FinishedPage } from "../../batch/process-input.js";
import { htmlStem } from "../../input/walk-inputs.js";
import { fileIdentity, isWithin } from "./file-identity.js";
import { type DocumentFormat, FILE_EXTENSIONS, withFinalNewline } from "./formats.js";
import { pageDocument, type RecordWriter } from "./record-writer.js";

/**
 * Where a page's document goes under `--out-dir`: its relative path with the HTML extension
 * replaced (`news/a.html.gz` → `news/a.md`). Names without one (read with `--force`) keep their
 * whole name and gain the extension (`page.txt` → `page.txt.md`), so two inputs never share a name
 * through extension stripping alone.
 */
export function outputRelativePath(relativePath: string, format: DocumentFormat): string {
  return `${htmlStem(relativePath) ?? relativePath}${FILE_EXTENSIONS[format]}`;
}

/**
 * Whether one of the two directories is the other or lies inside it, on disk: a symbolic link to
 * the input directory is the input directory, whatever its name.
 */
export function directoriesOverlap(a: string, b: string): boolean {
  return isWithin(a, b) || isWithin(b, a);
}

/**
 * Writes each page's document to its own file under `outDir`, mirroring the input tree. Failed pages
 * write no file. A page whose file another page of this run already wrote (`a.htm` and `a.html`
 * both give `a.md`), or whose file would be its own input, becomes an error instead of overwriting.
 */
export function createDirectoryWriter(
  format: DocumentFormat,
  outDir: string,
  onError: (record: PageRecord) => void,
): RecordWriter {
  // One path per written page: the price of never overwriting a page's output with another's.
  const written = new Set<string>();
  const fail = (page: FinishedPage, message: string): PageRecord => {
    const record = errorRecord(page.record.source, message, page.record.ms);
    onError(record);
    return record;
  };
  return {
    async write(page) {
      if (page.record.error !== undefined) {
        onError(page.record);
        return page.record;
      }
      const target = resolve(join(outDir, outputRelativePath(page.input.relativePath, format)));
      if (written.has(target))
        return fail(page, `${target} was already written for an earlier input`);
      if (isSameFile(target, page.input.source))
        return fail(page, `${target} is the input itself; choose another --out-dir`);
      written.add(target);
      try {
        await mkdir(dirname(target), { recursive: true });
        const problem = await linkProblem(target, outDir);
        if (problem !== undefined) return fail(page, problem);
        await replaceFile(target, withFinalNewline(pageDocument(page, format)));
      } catch (error) {
        return fail(page, `cannot write ${target}: ${(error as Error).message}`);
      }
      return page.record;
    },
    async end() {},
  };
}

/**
 * Why a page's file must not be written, or undefined: a symbolic link pith did not create sits
 * where it goes, or a linked folder leads it out of `--out-dir`; writing would follow the link
 * into whatever it points to (an input, a file elsewhere).
 */
async function linkProblem(target: string, outDir: string): Promise<string | undefined> {
  if (!isWithin(dirname(target), outDir))
    return `${target} leads out of --out-dir through a symbolic link: not written`;
  const existing = await lstat(target).catch(() => undefined);
  if (existing?.isSymbolicLink())
    return `${target} is a symbolic link pith did not create: not written through (remove it)`;
  return undefined;
}

/**
 * Writes a file as a new one and renames it into place: an existing file's name is replaced, never
 * its content, so a hard link to it (an input elsewhere) keeps what it holds, and a reader never
 * sees half a document.
 */
async function replaceFile(target: string, content: string): Promise<void> {
  // Short, in the same folder (a rename cannot cross file systems): a page's name may already be
  // as long as a name can be.
  const temporary = join(
    dirname(target),
    `.pith-${process.pid}-${randomBytes(6).toString("hex")}.partial`,
  );
  try {
    await writeFile(temporary, content, { flag: "wx" });
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
}

/** Whether both paths lead to one existing file (through symbolic or hard links too). */
function isSameFile(a: string, b: string): boolean {
  const identity = fileIdentity(a);
  return identity !== undefined && identity === fileIdentity(b);
}
