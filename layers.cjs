/**
 * The pipeline's layers, lowest first (folders under src/). A module may import from its own
 * folder and the layers below; folders sharing a layer stay apart. Enforced by
 * .dependency-cruiser.cjs in test/architecture/layers.test.ts; drawn by `npm run layers`.
 */
const LAYERS = [
  ["util", "vocabulary"],
  ["algorithms"],
  ["text"],
  ["decode"],
  ["parse"],
  ["blocks"],
  ["metadata"],
  ["features"],
  ["models"],
  ["decision"],
  ["output"],
  ["title"],
  ["extract"],
  ["eval"],
  ["input"],
  ["batch"],
  ["serve", "queue"],
  ["view"],
  ["label"],
  ["cli"],
];

module.exports = { LAYERS };
