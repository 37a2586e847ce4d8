/**
 * What one page from the command line costs the worker thread, step by step, in this process:
 *   node bench/one-page-phases.mjs [DIST] [PAGE]
 * Imports DIST/batch/worker.js (default: dist), has it load the default model, then extract PAGE
 * (default: examples/article.html) twice, rendered as text. Prints wall and CPU milliseconds of
 * each step (`w`/`c`). Plain Node.js, not tsx: a loader would add its own work to the import.
 * Run it several times, alternating builds: a process measures a cold start once.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const dist = resolve(process.argv[2] ?? "dist");
const page = resolve(process.argv[3] ?? "examples/article.html");
const cpu = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const steps = [];
let wall = performance.now();
let time = cpu();
const step = (name) => {
  const [nowWall, nowCpu] = [performance.now(), cpu()];
  steps.push(`${name} ${(nowWall - wall).toFixed(0)}w/${(nowCpu - time).toFixed(0)}c`);
  [wall, time] = [nowWall, nowCpu];
};

const runTask = (await import(pathToFileURL(`${dist}/batch/worker.js`).href)).default;
step("import");
const loaded = runTask({ loadModel: "default" });
step("model");
const task = { page: { path: page }, options: { model: "default" }, render: "text" };
const first = runTask(task);
step("page1");
runTask(task);
step("page2");
console.log(steps.join("  "), loaded.ok && first.ok ? "" : JSON.stringify([loaded, first]));
