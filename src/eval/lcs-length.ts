/**
 * Length of the longest common subsequence of two integer sequences, by the bit-parallel algorithm
 * of Allison & Dix / Hyyrö: O(|a|·|b|/32) time and O(|a| + |b|) memory, so two 50k-word texts
 * take well under a second where the textbook table would need gigabytes.
 */
export function lcsLength(a: Int32Array, b: Int32Array): number {
  // Bits run over the shorter sequence; the longer one is streamed row by row.
  const [rows, columns] = a.length >= b.length ? [a, b] : [b, a];
  if (columns.length === 0) return 0;
  const words = Math.ceil(columns.length / 32);
  const positions = positionsBySymbol(columns);
  const v = new Uint32Array(words).fill(0xffffffff);
  const match = new Uint32Array(words);
  for (const symbol of rows) {
    const where = positions.get(symbol);
    if (where === undefined) continue; // no match bits: V + 0 | V = V
    for (const j of where) match[j >>> 5] |= 1 << (j & 31);
    let carry = 0;
    for (let w = 0; w < words; w++) {
      const current = v[w];
      const matched = current & match[w];
      const sum = current + (matched >>> 0) + carry;
      carry = sum > 0xffffffff ? 1 : 0;
      v[w] = (sum >>> 0) | (current & ~match[w]);
    }
    for (const j of where) match[j >>> 5] = 0;
  }
  return columns.length - countOnes(v, columns.length);
}

function positionsBySymbol(sequence: Int32Array): Map<number, number[]> {
  const positions = new Map<number, number[]>();
  for (let j = 0; j < sequence.length; j++) {
    const list = positions.get(sequence[j]);
    if (list === undefined) positions.set(sequence[j], [j]);
    else list.push(j);
  }
  return positions;
}

/** Set bits among the first `length` bits (bits beyond the sequence never change from 1). */
function countOnes(bits: Uint32Array, length: number): number {
  let ones = 0;
  for (let j = 0; j < length; j++) ones += (bits[j >>> 5] >>> (j & 31)) & 1;
  return ones;
}
