import { seededRandom, shuffleInPlace } from "../util/random.js";

/**
 * At most `max` indices of `labels`, keeping each class's share (every present class keeps at
 * least one example). Deterministic for a given seed; returned in ascending order.
 */
export function stratifiedSample(labels: ArrayLike<number>, max: number, seed: number): number[] {
  const all = Array.from({ length: labels.length }, (_, i) => i);
  if (labels.length <= max) return all;
  const byClass = new Map<number, number[]>();
  for (const i of all) {
    const members = byClass.get(labels[i]) ?? [];
    members.push(i);
    byClass.set(labels[i], members);
  }
  const random = seededRandom(seed);
  const chosen: number[] = [];
  for (const members of byClass.values()) {
    const quota = Math.max(1, Math.round((members.length / labels.length) * max));
    // Not push(...members): a spread of a few hundred thousand arguments overflows the stack.
    for (const member of shuffleInPlace(members, random).slice(0, quota)) chosen.push(member);
  }
  return chosen.sort((a, b) => a - b);
}

/** Stratified assignment of `labels.length` examples to `folds` folds (fold number per example). */
export function stratifiedFolds(
  labels: ArrayLike<number>,
  folds: number,
  seed: number,
): Int32Array {
  const random = seededRandom(seed);
  const fold = new Int32Array(labels.length);
  const byClass = new Map<number, number[]>();
  for (let i = 0; i < labels.length; i++) {
    const members = byClass.get(labels[i]) ?? [];
    members.push(i);
    byClass.set(labels[i], members);
  }
  for (const members of byClass.values()) {
    shuffleInPlace(members, random).forEach((example, rank) => {
      fold[example] = rank % folds;
    });
  }
  return fold;
}
