import type { Objective } from "../../algorithms/lbfgs.js";
import { type NodeWorker, nodeBuiltin } from "../../util/node-builtins.js";
import type { EncodedCorpus } from "./corpus.js";
import {
  addInto,
  OBJECTIVE_SHARDS,
  pageRangeObjective,
  shardBounds,
  sumShards,
} from "./objective.js";
import { PAGE_LOSSES, type PageLossName } from "./page-losses.js";
import { addGaussianPrior, type ParameterLayout, type WeightPrior } from "./parameters.js";
import {
  failedSlot,
  GENERATION,
  NEXT_SHARD,
  newControl,
  SHARDS_DONE,
  type SharedObjective,
  STOP,
  takeShards,
} from "./shared-objective.js";

/** The worker module beside this one in the build, resolved when workers start (a bundle has none). */
const WORKER_FILE = "./objective-worker.js";

/**
 * `linearObjective` evaluated by the calling thread and `threads − 1` worker threads sharing the
 * corpus and the weights in shared memory. The evaluation stays a synchronous call, as L-BFGS
 * wants it: the calling thread takes shards too, then waits on the shared counter for the rest.
 * Shard results are added in shard order, so values and gradients equal `linearObjective`'s bit
 * for bit. Workers that cannot start (the worker file is only in the build, not next to the
 * TypeScript sources) leave their share to the calling thread: slower, same result.
 */
export class ParallelObjective {
  readonly evaluate: Objective;
  private readonly state: SharedObjective;
  private readonly workers: NodeWorker[] = [];
  private readonly started: Promise<boolean>[] = [];

  constructor(
    corpus: EncodedCorpus,
    layout: ParameterLayout,
    prior: WeightPrior,
    loss: PageLossName,
    threads: number,
    pageWeights?: Float64Array,
  ) {
    const size = layout.size;
    this.state = {
      corpus,
      layout: {
        features: layout.features,
        labels: layout.labels,
        hasTransitions: layout.hasTransitions,
      },
      loss,
      pageWeights: pageWeights === undefined ? undefined : sharedCopy(pageWeights),
      bounds: shardBounds(corpus),
      weights: new Float64Array(new SharedArrayBuffer(8 * size)),
      shardGradients: new Float64Array(new SharedArrayBuffer(8 * size * OBJECTIVE_SHARDS)),
      shardLosses: new Float64Array(new SharedArrayBuffer(8 * OBJECTIVE_SHARDS)),
      control: newControl(),
    };
    const workerThreads = threads > 1 ? nodeBuiltin("node:worker_threads") : undefined;
    const fs = nodeBuiltin("node:fs");
    const url = nodeBuiltin("node:url");
    const workerFile = workerThreads && new URL(WORKER_FILE, import.meta.url);
    if (workerFile && fs?.existsSync(url?.fileURLToPath(workerFile) ?? "")) {
      for (let w = 1; w < threads; w++) {
        const worker = new workerThreads.Worker(workerFile, { workerData: this.state });
        // A worker that fails to start only leaves its share to the others.
        worker.on("error", () => {});
        this.started.push(
          new Promise((resolve) => {
            worker.once("online", () => resolve(true));
            worker.once("exit", () => resolve(false));
          }),
        );
        worker.unref();
        this.workers.push(worker);
      }
    }
    const own = pageRangeObjective(
      corpus,
      layout,
      PAGE_LOSSES[loss](layout.labels),
      this.state.pageWeights,
    );
    this.evaluate = (weights, gradient) => {
      const { control, shardGradients, shardLosses } = this.state;
      this.state.weights.set(weights);
      Atomics.store(control, SHARDS_DONE, 0);
      Atomics.store(control, NEXT_SHARD, 0);
      Atomics.add(control, GENERATION, 1);
      Atomics.notify(control, GENERATION);
      takeShards(this.state, own, false);
      for (let done = Atomics.load(control, SHARDS_DONE); done < OBJECTIVE_SHARDS; ) {
        Atomics.wait(control, SHARDS_DONE, done);
        done = Atomics.load(control, SHARDS_DONE);
      }
      gradient.fill(0);
      for (let shard = 0; shard < OBJECTIVE_SHARDS; shard++) {
        const shardGradient = shardGradients.subarray(shard * size, (shard + 1) * size);
        if (Atomics.exchange(control, failedSlot(shard), 0) !== 0) {
          const { bounds } = this.state;
          shardLosses[shard] = own(weights, shardGradient, bounds[shard], bounds[shard + 1]);
        }
        addInto(gradient, shardGradient);
      }
      return sumShards(shardLosses) + addGaussianPrior(weights, gradient, prior);
    };
  }

  /**
   * How many worker threads came up, once each has either started or failed (for tests and
   * tracing: evaluation never waits for them).
   */
  async workersOnline(): Promise<number> {
    // Unreferenced workers would not keep the event loop alive for the wait.
    for (const worker of this.workers) worker.ref();
    const online = (await Promise.all(this.started)).filter(Boolean).length;
    for (const worker of this.workers) worker.unref();
    return online;
  }

  /** Stops the worker threads. */
  close(): void {
    Atomics.store(this.state.control, STOP, 1);
    Atomics.add(this.state.control, GENERATION, 1);
    Atomics.notify(this.state.control, GENERATION);
  }
}

function sharedCopy(array: Float64Array): Float64Array {
  const copy = new Float64Array(new SharedArrayBuffer(8 * array.length));
  copy.set(array);
  return copy;
}
