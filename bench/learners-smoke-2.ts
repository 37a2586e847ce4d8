/**
 * By-source cross-validation of the SVM, k-NN, NB + MSS and Wang-subtree learners through
 * `pith eval`, one run per (config, dataset), summarised as shingle F1, mean training time per fold
 * and median prediction time per page (segmentation included).
 *
 *   nice npx tsx bench/learners-smoke-2.ts [--limit N] [--folds K] [--only name,...] [--data ds,...]
 *
 * Reports go to /tmp/pith-learners-smoke-2/<config>-<dataset>.{md,json}.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface Config {
  readonly name: string;
  readonly model: string;
  readonly options: readonly string[];
}

const KNN_GRID: Config[] = [
  "none",
  "gain-ratio",
  "information-gain",
  "chi-square",
  "shared-variance",
].flatMap((weighting) =>
  [1, 3, 7].map((k) => ({
    name: `knn-${weighting}-k${k}`,
    model: "knn",
    options: [`weighting=${weighting}`, `k=${k}`],
  })),
);

const CONFIGS: Config[] = [
  { name: "nb-mss", model: "nb-mss", options: [] },
  { name: "nb-mss-hr", model: "nb-mss", options: ["hr=true"] },
  { name: "nb-mss-hr-clean", model: "nb-mss", options: ["hr=true", "clean=true"] },
  { name: "svm", model: "svm", options: [] },
  { name: "knn", model: "knn", options: [] },
  ...KNN_GRID,
  { name: "wang-svm", model: "wang-subtree", options: ["inner=svm"] },
  { name: "wang-nb-mss", model: "wang-subtree", options: ["inner=nb-mss"] },
];

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const only = flag("--only")?.split(",");
const datasets = (flag("--data") ?? "l3s-gn1,dragnet,cleaneval-dev,wcxb").split(",");
const limit = flag("--limit");
const folds = flag("--folds") ?? "5";
const outDir = "/tmp/pith-learners-smoke-2";
mkdirSync(outDir, { recursive: true });

console.log("| config | dataset | pages | shingle F1 | train s/fold | predict ms/page (median) |");
console.log("|---|---|--:|--:|--:|--:|");
for (const config of CONFIGS.filter((c) => only === undefined || only.includes(c.name))) {
  for (const dataset of datasets) {
    const report = join(outDir, `${config.name}-${dataset}.md`);
    const command = [
      "src/cli/main.ts",
      "eval",
      "--data",
      join("..", "shared", "data", dataset),
      "--model",
      config.model,
      "--cv",
      folds,
      "--split",
      "by-source",
      ...(limit === undefined ? [] : ["--limit", limit]),
      ...config.options.flatMap((option) => ["--option", option]),
      "--report",
      report,
    ];
    try {
      execFileSync("npx", ["tsx", ...command], { stdio: ["ignore", "ignore", "pipe"] });
    } catch (error) {
      console.log(
        `| ${config.name} | ${dataset} | failed: ${String((error as Error).message).split("\n")[0]} | | | |`,
      );
      continue;
    }
    const json = JSON.parse(readFileSync(report.replace(/\.md$/, ".json"), "utf8"));
    const metrics = json.datasets[0].metrics;
    const trainMs = json.crossValidation.folds.map((fold: { trainMs: number }) => fold.trainMs);
    const meanTrain = trainMs.reduce((a: number, b: number) => a + b, 0) / trainMs.length / 1000;
    console.log(
      `| ${config.name} | ${dataset} | ${metrics.pages} | ${metrics.shingle.f1.toFixed(3)} | ${meanTrain.toFixed(1)} | ${metrics.ms.median.toFixed(1)} |`,
    );
  }
}
