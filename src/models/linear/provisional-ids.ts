import { FeatureRow } from "../../features/feature-row.js";
import { BIAS_FEATURE, HISTORY_PREFIX } from "./context-features.js";
import { datasetCopyName } from "./dataset-copies.js";

/**
 * Training-time ids of feature names, in order of first sight, found without building a name per
 * feature: a family's names and keys are looked up as the family writes them (`word=` + `storm` as
 * `storm`, in that family's map for that prefix), and the whole name (`gibson:word=storm`, and its
 * history twin `prev:gibson:word=storm`) is joined only the first time that lookup misses. The
 * named path (`withContextFeatures`) built and hashed about 20M such strings on all the data.
 */
export class ProvisionalIds {
  /** Whole feature name of each id. */
  readonly names: string[] = [];
  readonly bias: number;
  private readonly byName = new Map<string, number>();
  private readonly families = new Map<string, FamilyIds>();
  /** Id of `prev:<name of id>`, −1 until needed. */
  private readonly historyIds: number[] = [];
  /** Per dataset, the id of each id's copy for that dataset (−1 or absent until needed). */
  private readonly copyIds = new Map<string, number[]>();

  constructor() {
    this.bias = this.idOf(BIAS_FEATURE);
  }

  /** The id of a whole name, given a new one if unseen. */
  idOf(name: string): number {
    let id = this.byName.get(name);
    if (id === undefined) {
      id = this.names.length;
      this.names.push(name);
      this.historyIds.push(-1);
      this.byName.set(name, id);
    }
    return id;
  }

  historyOf(id: number): number {
    if (this.historyIds[id] < 0) this.historyIds[id] = this.idOf(HISTORY_PREFIX + this.names[id]);
    return this.historyIds[id];
  }

  /** The id of the dataset's own copy of feature `id` (see `datasetCopyName`). */
  copyOf(id: number, dataset: string): number {
    let copies = this.copyIds.get(dataset);
    if (copies === undefined) {
      copies = [];
      this.copyIds.set(dataset, copies);
    }
    const known = copies[id];
    if (known !== undefined && known >= 0) return known;
    const copy = this.idOf(datasetCopyName(dataset, this.names[id]));
    copies[id] = copy;
    return copy;
  }

  family(name: string): FamilyIds {
    let family = this.families.get(name);
    if (family === undefined) {
      family = new FamilyIds(this, `${name}:`);
      this.families.set(name, family);
    }
    return family;
  }
}

/** One family's ids by the names and keys it writes. */
export class FamilyIds {
  private readonly named = new Map<string, number>();
  private readonly keyed = new Map<string, Map<string, number>>();

  constructor(
    private readonly ids: ProvisionalIds,
    private readonly prefix: string,
  ) {}

  idOfName(name: string): number {
    let id = this.named.get(name);
    if (id === undefined) {
      id = this.ids.idOf(this.prefix + name);
      this.named.set(name, id);
    }
    return id;
  }

  idOfKey(prefix: string, key: string): number {
    let byKey = this.keyed.get(prefix);
    if (byKey === undefined) {
      byKey = new Map();
      this.keyed.set(prefix, byKey);
    }
    let id = byKey.get(key);
    if (id === undefined) {
      id = this.ids.idOf(this.prefix + prefix + key);
      byKey.set(key, id);
    }
    return id;
  }
}

/** One block's features as (id, value) pairs, in the order the families write them. */
export class ProvisionalRow extends FeatureRow {
  readonly ids: number[] = [];
  readonly values: number[] = [];
  /** The family writing now: one row per block serves every family in turn (set before each). */
  family: FamilyIds | undefined;

  protected write(name: string, value: number): void {
    this.ids.push((this.family as FamilyIds).idOfName(name));
    this.values.push(value);
  }

  protected override writeKey(prefix: string, key: string, value: number): void {
    this.ids.push((this.family as FamilyIds).idOfKey(prefix, key));
    this.values.push(value);
  }
}
