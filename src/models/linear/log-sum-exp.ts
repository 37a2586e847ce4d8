/** log Σ exp(values[offset .. offset+length)), stable for large magnitudes; −∞ for an empty or all −∞ range. */
export function logSumExp(values: Float64Array, offset: number, length: number): number {
  let max = Number.NEGATIVE_INFINITY;
  for (let i = offset; i < offset + length; i++) if (values[i] > max) max = values[i];
  if (max === Number.NEGATIVE_INFINITY) return max;
  let sum = 0;
  for (let i = offset; i < offset + length; i++) sum += Math.exp(values[i] - max);
  return max + Math.log(sum);
}
