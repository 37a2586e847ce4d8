import type { SegmentedPage } from "./block.js";

/** Block classes projected from gold text (the harness's gold projection). */
export type BlockClass = "noise" | "body" | "title" | "heading" | "comment";

/** A segmented page with one gold label per block, for training and evaluation. */
export interface LabelledPage {
  readonly page: SegmentedPage;
  /** Per block: 1 when the block is main content (body, title or heading), else 0. */
  readonly labels: Uint8Array;
  /** Per block: the finer class, where the gold distinguishes them. */
  readonly classes?: readonly BlockClass[];
  /** Whether the gold labels user comments: a block whose class is not `comment` is none. */
  readonly labelsComments?: boolean;
  /**
   * Per block: 1 where the model the page was labelled with selected it (`pith label`'s proposal),
   * when known. A block whose label equals it was accepted, the others corrected: site adaptation
   * learns from the corrections and leaves the accepted blocks as the base model has them.
   */
  readonly proposed?: Uint8Array;
  /**
   * Per block: 1 where training should admit either label, content or not (site adaptation's
   * accepted blocks the base's own stage is unsure of): the CRF sums over both. 2: any label of
   * the model's scheme (`accepted=soft`'s accepted blocks): the CRF sums over all of them.
   */
  readonly latent?: Uint8Array;
  /** Site of the page (by-source splits and semi-supervised adaptation group by it). */
  readonly source: string;
  readonly id: string;
}
