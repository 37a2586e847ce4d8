/**
 * How well one per-page number ranks pages by another: used to judge the `confidence` pith reports
 * against the pages' measured quality.
 */

/** 1-based ranks of `values` in ascending order, tied values sharing their mean rank. */
export function averageRanks(values: readonly number[]): Float64Array {
  const order = values.map((_, i) => i).sort((a, b) => values[a] - values[b]);
  const ranks = new Float64Array(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start + 1;
    while (end < order.length && values[order[end]] === values[order[start]]) end++;
    const shared = (start + 1 + end) / 2;
    for (let k = start; k < end; k++) ranks[order[k]] = shared;
    start = end;
  }
  return ranks;
}

/**
 * Spearman's rank correlation of paired values: the Pearson correlation of their average ranks.
 * NaN when there are fewer than two pairs or either side is constant.
 */
export function spearman(x: readonly number[], y: readonly number[]): number {
  if (x.length !== y.length) throw new Error("spearman: x and y differ in length");
  return pearson(averageRanks(x), averageRanks(y));
}

function pearson(x: Float64Array, y: Float64Array): number {
  const n = x.length;
  if (n < 2) return Number.NaN;
  let meanX = 0;
  let meanY = 0;
  for (let i = 0; i < n; i++) {
    meanX += x[i] / n;
    meanY += y[i] / n;
  }
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let i = 0; i < n; i++) {
    covariance += (x[i] - meanX) * (y[i] - meanY);
    varianceX += (x[i] - meanX) ** 2;
    varianceY += (y[i] - meanY) ** 2;
  }
  return varianceX === 0 || varianceY === 0
    ? Number.NaN
    : covariance / Math.sqrt(varianceX * varianceY);
}

/**
 * Area under the ROC curve of `scores` for telling the `positive` items from the others: the
 * chance that a random positive scores above a random negative, ties counting half (the
 * Mann–Whitney U over average ranks). NaN when either class is empty.
 */
export function rocAuc(scores: readonly number[], positive: readonly boolean[]): number {
  if (scores.length !== positive.length)
    throw new Error("rocAuc: scores and labels differ in length");
  const ranks = averageRanks(scores);
  let positives = 0;
  let positiveRankSum = 0;
  for (let i = 0; i < ranks.length; i++) {
    if (!positive[i]) continue;
    positives++;
    positiveRankSum += ranks[i];
  }
  const negatives = scores.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (positiveRankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}
