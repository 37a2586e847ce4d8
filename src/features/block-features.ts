/**
 * Sparse named features of one block. Binary indicator features have value 1; numeric ones carry
 * their value. Names are `family:feature` (e.g. `gibson:tag=p`, `yao:link-density`).
 */
export interface BlockFeatures {
  readonly names: readonly string[];
  readonly values: readonly number[];
}
