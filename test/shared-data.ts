import { it } from "vitest";
import { hasSharedData } from "./shared-data-path.js";

export { hasSharedData, SHARED_DATASETS, sharedData } from "./shared-data-path.js";

/** `it` for a test that reads these datasets: skipped where one is missing. */
export function itWithData(...datasets: readonly string[]): ReturnType<typeof it.skipIf> {
  return it.skipIf(!hasSharedData(...datasets));
}
