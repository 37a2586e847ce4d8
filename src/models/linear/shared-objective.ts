import type { EncodedCorpus } from "./corpus.js";
import { OBJECTIVE_SHARDS, type PageRangeObjective } from "./objective.js";
import type { PageLossName } from "./page-losses.js";

/** Slots of `SharedObjective.control`. */
export const GENERATION = 0;
export const NEXT_SHARD = 1;
export const SHARDS_DONE = 2;
export const STOP = 3;
/** From here, one slot per shard, set when a worker could not evaluate it (see takeShards). */
export const FAILED_SHARDS = 4;
const CONTROL_SLOTS = FAILED_SHARDS + OBJECTIVE_SHARDS;

/**
 * What the threads evaluating one objective share, all in shared memory: the corpus, the weights
 * of the current evaluation, one gradient and loss per shard, and the control words. An
 * evaluation is a generation: the calling thread writes the weights, resets the counters and
 * bumps `GENERATION`; every thread then takes shards by incrementing `NEXT_SHARD` until none are
 * left, writes each one's gradient and loss in its own slots and counts it in `SHARDS_DONE`.
 */
export interface SharedObjective {
  readonly corpus: EncodedCorpus;
  readonly layout: {
    readonly features: number;
    readonly labels: number;
    readonly hasTransitions: boolean;
  };
  readonly loss: PageLossName;
  readonly pageWeights: Float64Array | undefined;
  readonly bounds: Int32Array;
  readonly weights: Float64Array;
  /** Shard s's gradient is `shardGradients[s · size .. (s+1) · size)`. */
  readonly shardGradients: Float64Array;
  readonly shardLosses: Float64Array;
  readonly control: Int32Array;
}

export function newControl(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(4 * CONTROL_SLOTS));
}

/** Slot marking shard s as failed (non-zero) by a worker. */
export function failedSlot(shard: number): number {
  return FAILED_SHARDS + shard;
}

/**
 * Takes and evaluates shards of the current generation until none are left. A worker's failure
 * on a shard marks it (`failedSlot`) for the calling thread to redo, instead of leaving the
 * evaluation waiting for it forever.
 */
export function takeShards(
  state: SharedObjective,
  objective: PageRangeObjective,
  reportFailure: boolean,
): void {
  const { control, bounds, weights, shardGradients, shardLosses } = state;
  const size = state.weights.length;
  for (;;) {
    const shard = Atomics.add(control, NEXT_SHARD, 1);
    if (shard >= OBJECTIVE_SHARDS) return;
    const gradient = shardGradients.subarray(shard * size, (shard + 1) * size);
    try {
      shardLosses[shard] = objective(weights, gradient, bounds[shard], bounds[shard + 1]);
    } catch (error) {
      if (!reportFailure) throw error;
      Atomics.store(control, failedSlot(shard), 1);
    }
    Atomics.add(control, SHARDS_DONE, 1);
    Atomics.notify(control, SHARDS_DONE);
  }
}
