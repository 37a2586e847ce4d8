import { join } from "node:path";

/**
 * The public datasets every benchmark reads: `$PITH_DATA`, else ../shared/data beside the
 * repository (bench scripts run from its root). docs/data.md says what each holds.
 */
export const SHARED_DATA =
  process.env.PITH_DATA !== undefined && process.env.PITH_DATA !== ""
    ? process.env.PITH_DATA
    : "../shared/data";

/** The five datasets by name: the four of the papers' era and WCXB, then Fundus's modern news. */
export const SHARED_DATASETS = ["l3s-gn1", "dragnet", "cleaneval-dev", "wcxb", "fundus"] as const;

/** Their directories. */
export const SHARED_DATA_DIRS: readonly string[] = SHARED_DATASETS.map((name) =>
  join(SHARED_DATA, name),
);
