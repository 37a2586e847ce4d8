import type { FeatureRow } from "../feature-row.js";

/** Names numbered as bits of one 31-bit mask, so "inside any of these" inherits with a bitwise or. */
export class BitVocabulary {
  private readonly bits = new Map<string, number>();

  constructor(readonly names: readonly string[]) {
    if (names.length > 31)
      throw new Error(`a bit vocabulary holds at most 31 names, got ${names.length}`);
    for (let bit = 0; bit < names.length; bit++) this.bits.set(names[bit], bit);
  }

  /** The mask bit of `name`, 0 when it is not in the vocabulary. */
  bit(name: string): number {
    const bit = this.bits.get(name);
    return bit === undefined ? 0 : 1 << bit;
  }

  /** The names with `prefix` in front, in bit order: built once, for `flagBits`. */
  prefixedNames(prefix: string): readonly string[] {
    return this.names.map((name) => prefix + name);
  }
}

/** Flags `names[bit]` for every bit set in `mask`, lowest bit first. */
export function flagBits(row: FeatureRow, mask: number, names: readonly string[]): void {
  for (let rest = mask; rest !== 0; rest &= rest - 1)
    row.flag(names[31 - Math.clz32(rest & -rest)]);
}

/** A vocabulary of groups (name → words) as a word → bit table over the group names. */
export function groupBits(groups: Readonly<Record<string, readonly string[]>>): {
  readonly vocabulary: BitVocabulary;
  readonly bitOfWord: ReadonlyMap<string, number>;
} {
  const vocabulary = new BitVocabulary(Object.keys(groups));
  const bitOfWord = new Map<string, number>();
  for (const [group, words] of Object.entries(groups)) {
    for (const word of words)
      bitOfWord.set(word, (bitOfWord.get(word) ?? 0) | vocabulary.bit(group));
  }
  return { vocabulary, bitOfWord };
}
