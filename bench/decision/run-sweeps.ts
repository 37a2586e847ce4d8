/**
 * Runs the decision-rule sweep described in bench/decision/sweeps.json, one script per step, so
 * the sweep is a config file instead of a script line:
 *   tsx bench/decision/run-sweeps.ts probabilities   held-out probabilities of each configuration
 *   tsx bench/decision/run-sweeps.ts sweep           every rule scored on them (Markdown tables)
 * (npm run bench:decision-probabilities, npm run bench:decision).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

interface SweepConfig {
  readonly probabilities: ReadonlyArray<{
    readonly learner: string;
    readonly options: Readonly<Record<string, string>>;
    readonly out: string;
  }>;
  readonly stacked: { readonly probs: string; readonly out: string };
  readonly sweep: {
    readonly probabilities: Readonly<Record<string, string>>;
    readonly rules: readonly string[];
    readonly markdown: string;
  };
}

const config = JSON.parse(
  readFileSync(new URL("./sweeps.json", import.meta.url), "utf8"),
) as SweepConfig;

function run(script: string, args: readonly string[]): void {
  process.stderr.write(`$ tsx bench/decision/${script} ${args.join(" ")}\n`);
  const result = spawnSync("tsx", [new URL(script, import.meta.url).pathname, ...args], {
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const step = process.argv[2];
if (step === "probabilities") {
  for (const { learner, options, out } of config.probabilities) {
    const optionArgs = Object.entries(options).flatMap(([name, value]) => [
      "--option",
      `${name}=${value}`,
    ]);
    run("cv-probabilities.ts", ["--learner", learner, ...optionArgs, "--out", out]);
  }
  run("stack-stored.ts", ["--probs", config.stacked.probs, "--out", config.stacked.out]);
} else if (step === "sweep") {
  const probs = Object.entries(config.sweep.probabilities).flatMap(([name, path]) => [
    "--probs",
    `${name}=${path}`,
  ]);
  run("sweep.ts", [
    ...probs,
    "--rules",
    config.sweep.rules.join(","),
    "--markdown",
    config.sweep.markdown,
  ]);
} else {
  process.stderr.write("usage: tsx bench/decision/run-sweeps.ts probabilities|sweep\n");
  process.exit(2);
}
