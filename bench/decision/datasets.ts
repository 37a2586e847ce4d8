/** The four shared human-gold datasets, as the decision benches read them. */
export const SHARED_DATASETS = ["l3s-gn1", "dragnet", "cleaneval-dev", "wcxb"].map(
  (name) => `../shared/data/${name}`,
);
