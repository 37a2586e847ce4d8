import type { Instance } from "./attributes.js";
import { attributeWeight, discretize, type WeightingMethod } from "./feature-weights.js";

/** How the k nearest distances vote. */
export type Voting = "majority" | "inverse-distance";

export interface MemoryJSON {
  readonly numericSlots: number[][];
  readonly numericValues: number[][];
  readonly symbolic: number[][];
  readonly labels: number[];
  readonly numericScale: number[];
  readonly symbolicWeights: number[];
}

/**
 * IB1 (Aha et al.; TiMBL's default, Arizaleta §3.2.2): stored instances and the weighted distance
 * Δ(X, Y) = Σ wᵢ δ(xᵢ, yᵢ), δ = |x − y| / (max − min) for numeric attributes and overlap (0/1) for
 * symbolic ones. Weights are fitted once on the memory, so prediction only sums.
 */
export class InstanceMemory {
  private constructor(
    private readonly instances: readonly Instance[],
    private readonly labels: Uint8Array,
    /** wᵢ / (maxᵢ − minᵢ) per numeric attribute. */
    private readonly numericScale: Float64Array,
    private readonly symbolicWeights: Float64Array,
  ) {}

  static fit(
    instances: readonly Instance[],
    labels: Uint8Array,
    method: WeightingMethod,
    numericCount: number,
  ): InstanceMemory {
    const numericScale = fitNumericScale(instances, labels, method, numericCount);
    const symbolicCount = instances[0]?.symbolic.length ?? 0;
    const symbolicWeights = Float64Array.from({ length: symbolicCount }, (_, a) =>
      attributeWeight(
        Int32Array.from(instances, (instance) => instance.symbolic[a]),
        labels,
        method,
      ),
    );
    return new InstanceMemory(instances, labels, numericScale, symbolicWeights);
  }

  get weights(): { numeric: Float64Array; symbolic: Float64Array } {
    return { numeric: this.numericScale, symbolic: this.symbolicWeights };
  }

  /** Δ(a, b); stops early (returning a value > cutoff) once the sum exceeds `cutoff`. */
  distance(a: Instance, b: Instance, cutoff = Infinity): number {
    let total = 0;
    for (let i = 0; i < a.symbolic.length; i++) {
      if (a.symbolic[i] !== b.symbolic[i]) total += this.symbolicWeights[i];
    }
    if (total > cutoff) return total;
    // Merge the two sparse numeric parts: an attribute absent from one side is 0 there.
    let i = 0;
    let j = 0;
    const scale = this.numericScale;
    while (i < a.numericSlots.length || j < b.numericSlots.length) {
      const slotA = i < a.numericSlots.length ? a.numericSlots[i] : Number.MAX_SAFE_INTEGER;
      const slotB = j < b.numericSlots.length ? b.numericSlots[j] : Number.MAX_SAFE_INTEGER;
      if (slotA === slotB) {
        total += scale[slotA] * Math.abs(a.numericValues[i++] - b.numericValues[j++]);
      } else if (slotA < slotB) total += scale[slotA] * Math.abs(a.numericValues[i++]);
      else total += scale[slotB] * Math.abs(b.numericValues[j++]);
    }
    return total;
  }

  /**
   * P(content) from the instances at the k nearest distances (TiMBL's k: every instance tied at
   * one of the k smallest distances votes), by majority or inverse-distance weighting.
   */
  probability(query: Instance, k: number, voting: Voting): number {
    const buckets: { distance: number; votes: [number, number] }[] = [];
    for (let t = 0; t < this.instances.length; t++) {
      const cutoff = buckets.length === k ? buckets[k - 1].distance : Infinity;
      const d = this.distance(query, this.instances[t], cutoff);
      if (d > cutoff) continue;
      let position = 0;
      while (position < buckets.length && buckets[position].distance < d - 1e-12) position++;
      if (position < buckets.length && Math.abs(buckets[position].distance - d) <= 1e-12) {
        buckets[position].votes[this.labels[t]]++;
        continue;
      }
      const votes: [number, number] = [0, 0];
      votes[this.labels[t]]++;
      buckets.splice(position, 0, { distance: d, votes });
      if (buckets.length > k) buckets.pop();
    }
    let content = 0;
    let total = 0;
    for (const { distance, votes } of buckets) {
      const weight = voting === "inverse-distance" ? 1 / (distance + 1e-6) : 1;
      content += weight * votes[1];
      total += weight * (votes[0] + votes[1]);
    }
    return total > 0 ? content / total : 0;
  }

  toJSON(): MemoryJSON {
    return {
      numericSlots: this.instances.map((instance) => Array.from(instance.numericSlots)),
      numericValues: this.instances.map((instance) => Array.from(instance.numericValues)),
      symbolic: this.instances.map((instance) => Array.from(instance.symbolic)),
      labels: Array.from(this.labels),
      numericScale: Array.from(this.numericScale),
      symbolicWeights: Array.from(this.symbolicWeights),
    };
  }

  static fromJSON(json: MemoryJSON): InstanceMemory {
    return new InstanceMemory(
      json.labels.map((_, i) => ({
        numericSlots: Int32Array.from(json.numericSlots[i]),
        numericValues: Float64Array.from(json.numericValues[i]),
        symbolic: Int32Array.from(json.symbolic[i]),
      })),
      Uint8Array.from(json.labels),
      Float64Array.from(json.numericScale),
      Float64Array.from(json.symbolicWeights),
    );
  }
}

/**
 * wᵢ / (maxᵢ − minᵢ) per numeric attribute; the weight is computed on the attribute's column
 * (zeros included), one column at a time from per-attribute postings.
 */
function fitNumericScale(
  instances: readonly Instance[],
  labels: Uint8Array,
  method: WeightingMethod,
  numericCount: number,
): Float64Array {
  const postings: { instance: number; value: number }[][] = Array.from(
    { length: numericCount },
    () => [],
  );
  instances.forEach((instance, t) => {
    for (let k = 0; k < instance.numericSlots.length; k++) {
      postings[instance.numericSlots[k]].push({ instance: t, value: instance.numericValues[k] });
    }
  });
  const scale = new Float64Array(numericCount);
  const column = new Float64Array(instances.length);
  for (let a = 0; a < numericCount; a++) {
    if (postings[a].length === 0) continue;
    column.fill(0);
    let min = 0;
    let max = 0;
    for (const { instance, value } of postings[a]) {
      column[instance] = value;
      min = Math.min(min, value);
      max = Math.max(max, value);
    }
    const range = max - min;
    scale[a] = range > 0 ? attributeWeight(discretize(column), labels, method) / range : 0;
  }
  return scale;
}
