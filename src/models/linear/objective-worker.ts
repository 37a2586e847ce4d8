import { workerData } from "node:worker_threads";
import { pageRangeObjective } from "./objective.js";
import { PAGE_LOSSES } from "./page-losses.js";
import { ParameterLayout } from "./parameters.js";
import { GENERATION, type SharedObjective, STOP, takeShards } from "./shared-objective.js";

/** A worker thread of `ParallelObjective`: evaluates shards of every generation until told to stop. */
const state = workerData as SharedObjective;
const { features, labels, hasTransitions } = state.layout;
const layout = new ParameterLayout(features, labels, hasTransitions);
const objective = pageRangeObjective(
  state.corpus,
  layout,
  PAGE_LOSSES[state.loss](labels),
  state.pageWeights,
);
let seen = 0;
for (;;) {
  Atomics.wait(state.control, GENERATION, seen);
  if (Atomics.load(state.control, STOP) !== 0) break;
  seen = Atomics.load(state.control, GENERATION);
  takeShards(state, objective, true);
}
