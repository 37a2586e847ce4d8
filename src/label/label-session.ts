import { readFileSync, statSync } from "node:fs";
import type { GoldRecord } from "../eval/dataset.js";
import { projectGold } from "../eval/projection/project.js";
import { extract } from "../extract/extract.js";
import type { ContentModel } from "../models/model.js";
import { type BlockLabel, isBlockLabel } from "../view/block-labels.js";
import { inspectPage, type PageInspection } from "../view/inspect.js";
import { DatasetStore } from "./dataset-store.js";
import { goldRecordOf, labelOfClass } from "./gold-record.js";
import { labelFrameDocument } from "./label-frame.js";
import { type PageFile, pageFiles } from "./page-directory.js";

/** A page of the session, in the order the app offers them. */
export interface SessionPage {
  readonly id: string;
  /** extract()'s confidence with the session's model; null when the page cannot be extracted. */
  readonly confidence: number | null;
  readonly error?: string;
}

/** One page's blocks as the app starts from: saved labels, else the model's. */
export interface PageLabels {
  readonly labels: readonly BlockLabel[];
  readonly probabilities: readonly number[];
  readonly texts: readonly string[];
  /** Whether `labels` are the saved ones. */
  readonly saved: boolean;
}

/** Inspected pages kept at hand: the one shown, and the one before it. */
const INSPECTIONS_KEPT = 2;

/**
 * `pith label`'s state: the directory's pages, least confident first (active learning: the pages
 * the model is least sure of teach it most), and the dataset the labels go to.
 */
export class LabelSession {
  readonly pages: readonly SessionPage[];
  private readonly files: ReadonlyMap<string, PageFile>;
  private readonly inspections = new Map<string, PageInspection>();
  /** Whether each page's saved record was made on the file as it is, by the file's stamp. */
  private readonly current = new Map<string, { stamp: string; holds: boolean }>();

  constructor(
    dir: string,
    readonly store: DatasetStore,
    readonly model: string | ContentModel,
  ) {
    const files = pageFiles(dir);
    this.files = new Map(files.map((file) => [file.id, file]));
    this.pages = files.map((file) => this.rank(file)).sort(leastConfidentFirst);
  }

  get done(): number {
    return this.pages.filter((page) => this.isDone(page.id)).length;
  }

  isDone(id: string): boolean {
    return this.saved(id) !== undefined;
  }

  has(id: string): boolean {
    return (
      this.files.has(id) && this.pages.some((page) => page.id === id && page.error === undefined)
    );
  }

  labelsOf(id: string): PageLabels {
    const inspection = this.inspect(id);
    const record = this.saved(id);
    const labels =
      record === undefined
        ? inspection.blocks.map((block) => block.label)
        : (projectGold(inspection.page, record, { id, source: id }).labelled.classes ?? []).map(
            labelOfClass,
          );
    return {
      labels,
      probabilities: inspection.blocks.map((block) => block.probability),
      texts: inspection.blocks.map((block) => block.text),
      saved: record !== undefined,
    };
  }

  /** The page as the app's frame shows it: sanitised, every block marked. */
  documentOf(id: string): string {
    return labelFrameDocument(this.inspect(id));
  }

  /** Saves a page's labels; an error for labels that do not fit its blocks. */
  save(id: string, labels: unknown): void {
    const inspection = this.inspect(id);
    if (
      !Array.isArray(labels) ||
      labels.length !== inspection.blocks.length ||
      !labels.every(isBlockLabel)
    )
      throw new RangeError(
        `expected one label (title, body, comment, boilerplate) per block: ${inspection.blocks.length}`,
      );
    const file = this.file(id);
    const record = goldRecordOf(
      { id, page: DatasetStore.pagePath(id), url: inspection.result.metadata.canonicalUrl },
      inspection.blocks,
      labels,
    );
    this.store.save(record, { bytes: readFileSync(file.path), gzipped: file.gzipped });
    this.current.delete(id);
  }

  /**
   * The saved record of `id` when it was made on the file as it is now; a file replaced by another
   * page has none (its old record stays in the dataset until the new page is saved over it). The
   * answer is kept while the file's size, time and inode stay the same.
   */
  private saved(id: string): GoldRecord | undefined {
    const record = this.store.record(id);
    if (record === undefined) return undefined;
    const file = this.file(id);
    let stamp: string;
    try {
      const { size, mtimeMs, ino } = statSync(file.path);
      stamp = `${size}:${mtimeMs}:${ino}`;
    } catch {
      return undefined;
    }
    const known = this.current.get(id);
    if (known?.stamp === stamp) return known.holds ? record : undefined;
    const holds = this.store.holds(id, { bytes: readFileSync(file.path), gzipped: file.gzipped });
    this.current.set(id, { stamp, holds });
    return holds ? record : undefined;
  }

  private rank(file: PageFile): SessionPage {
    try {
      const { confidence } = extract(readFileSync(file.path), { model: this.model, html: false });
      return { id: file.id, confidence };
    } catch (error) {
      return { id: file.id, confidence: null, error: (error as Error).message };
    }
  }

  private inspect(id: string): PageInspection {
    const cached = this.inspections.get(id);
    if (cached !== undefined) return cached;
    const inspection = inspectPage(readFileSync(this.file(id).path), { model: this.model });
    this.inspections.set(id, inspection);
    for (const old of this.inspections.keys()) {
      if (this.inspections.size <= INSPECTIONS_KEPT) break;
      this.inspections.delete(old);
    }
    return inspection;
  }

  private file(id: string): PageFile {
    const file = this.files.get(id);
    if (file === undefined) throw new RangeError(`no page "${id}"`);
    return file;
  }
}

function leastConfidentFirst(a: SessionPage, b: SessionPage): number {
  return (a.confidence ?? Infinity) - (b.confidence ?? Infinity) || (a.id < b.id ? -1 : 1);
}
