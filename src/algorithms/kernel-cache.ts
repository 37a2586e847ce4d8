/**
 * Least-recently-used cache of kernel matrix rows (Float32, as libsvm does), bounded in bytes.
 * SMO touches a few rows over and over; recomputing each costs a pass over all training vectors.
 */
export class KernelRowCache {
  private readonly rows = new Map<number, Float32Array>();
  private readonly capacity: number;

  constructor(
    private readonly size: number,
    cacheBytes: number,
    private readonly compute: (i: number, out: Float32Array) => void,
  ) {
    this.capacity = Math.max(2, Math.floor(cacheBytes / (4 * Math.max(1, size))));
  }

  row(i: number): Float32Array {
    const cached = this.rows.get(i);
    if (cached !== undefined) {
      // Re-inserting moves the row to the most-recently-used end of the Map's order.
      this.rows.delete(i);
      this.rows.set(i, cached);
      return cached;
    }
    let out: Float32Array;
    if (this.rows.size >= this.capacity) {
      // Map iteration order is insertion order: the first entry is the least recently used.
      const [oldest, buffer] = this.rows.entries().next().value as [number, Float32Array];
      this.rows.delete(oldest);
      out = buffer;
    } else out = new Float32Array(this.size);
    this.compute(i, out);
    this.rows.set(i, out);
    return out;
  }
}
