import { nodeBuiltin } from "../../util/node-builtins.js";

let threads = nodeBuiltin("node:os")?.availableParallelism() ?? 1;

/**
 * Threads that evaluate a linear learner's objective (CRF, MEMM, MaxEnt): the calling one plus
 * `threads − 1` workers. Speed only: the weights are the same bit for bit whatever the count (see
 * OBJECTIVE_SHARDS). Defaults to the machine's available parallelism (1 outside Node.js).
 */
export function trainingThreads(): number {
  return threads;
}

export function setTrainingThreads(count: number): void {
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`training threads: a whole number ≥ 1, not ${count}`);
  threads = count;
}
