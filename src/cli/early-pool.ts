import { statSync } from "node:fs";
import { DEFAULT_POOL_OPTIONS, ExtractPool } from "../batch/extract-pool.js";
import { DEFAULT_EXTRACT_OPTIONS } from "../extract/options.js";

/**
 * `pith extract page.html`: the worker thread starts, and loads its model, while the main thread
 * is still loading the command's modules and reading the command line (decision 0062). One page
 * runs on one worker whatever the flags say; `pith extract` takes that pool (`extractPool`) when
 * its own reading of the command line asks for the same one, and otherwise closes it and starts
 * its own. A guess that misses costs a worker's start, never a different run.
 *
 * The module is a file of its own in dist/cli/ (scripts/build.mjs), which cli/main.js and
 * cli/extract-command.js share, and the pool finds its worker at ../batch/worker.js from there.
 */

/** `pith extract`'s options that take a value; every other option is a flag. */
export const EXTRACT_VALUE_OPTIONS: ReadonlySet<string> = new Set([
  "-f",
  "--format",
  "-o",
  "--out",
  "-d",
  "--out-dir",
  "-m",
  "--model",
  "--site-model",
  "--url",
  "--charset",
  "--include",
  "--exclude",
  "-j",
  "--jobs",
  "--timeout",
  "--html-field",
  "--url-field",
]);

/** `pith extract`'s flags that leave one page one page (not --jsonl, --help). */
export const EXTRACT_FLAGS: ReadonlySet<string> = new Set([
  "--text",
  "--markdown",
  "--json",
  "--html",
  "--keep-style",
  "--no-links",
  "--no-images",
  "--frontmatter",
  "--blocks",
  "--comments",
  "--force",
  "--allow-private-addresses",
  "--follow-links",
  "-q",
  "--quiet",
  "-v",
  "--verbose",
  "--strict",
]);

/** What the early pool was started for. */
interface EarlyPool {
  readonly pool: ExtractPool;
  readonly timeout: number;
}

let early: EarlyPool | undefined;

/**
 * Starts one worker and its model for `pith extract <args>` when the arguments are plainly one
 * page (an HTML file, an http(s) address, or standard input) and every option is one this module
 * knows; otherwise does nothing and the command starts its pool as usual.
 */
export function startEarlyPool(args: readonly string[]): void {
  const plan = onePagePlan(args);
  if (plan === undefined) return;
  const pool = new ExtractPool({ jobs: 1, timeout: plan.timeout });
  // A failure is reported by the command's own load of the same model, in order.
  pool.loadModel(plan.model).catch(() => undefined);
  early = { pool, timeout: plan.timeout };
}

/**
 * The pool `pith extract` runs its pages on: the one started early when it has the same jobs and
 * time limit (its worker already loading the model), else a new one.
 */
export function extractPool(options: { jobs: number; timeout: number }): ExtractPool {
  const started = early;
  early = undefined;
  if (started !== undefined) {
    if (options.jobs === 1 && options.timeout === started.timeout) return started.pool;
    void started.pool.close();
  }
  return new ExtractPool(options);
}

/** The model and time limit of a one-page command line; undefined for anything else. */
export function onePagePlan(
  args: readonly string[],
): { readonly model: string; readonly timeout: number } | undefined {
  let model: string = DEFAULT_EXTRACT_OPTIONS.model;
  let timeout: number = DEFAULT_POOL_OPTIONS.timeout;
  const paths: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "-" || !arg.startsWith("-")) {
      paths.push(arg);
      continue;
    }
    if (EXTRACT_FLAGS.has(arg)) continue;
    const equals = arg.indexOf("=");
    const name = arg.startsWith("--") && equals > 0 ? arg.slice(0, equals) : arg;
    if (!EXTRACT_VALUE_OPTIONS.has(name)) return undefined; // --help, --jsonl, -qv, -j4, --, …
    const value = name === arg ? args[++i] : arg.slice(equals + 1);
    if (value === undefined) return undefined;
    if (name === "-m" || name === "--model") model = value;
    if (name === "--timeout") {
      timeout = Number(value);
      if (!Number.isInteger(timeout) || timeout < 1) return undefined;
    }
  }
  return paths.length === 0 || (paths.length === 1 && isOnePage(paths[0]))
    ? { model, timeout }
    : undefined;
}

function isOnePage(path: string): boolean {
  if (path === "-" || /^https?:\/\//i.test(path)) return true;
  if (!/\.html?(?:\.gz)?$/i.test(path)) return false;
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
