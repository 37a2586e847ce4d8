/**
 * Time and memory of `extract()` on every generated hostile page (bench/hostile/corpus.ts), each in
 * a fresh Node.js process so its peak RSS is its own (the model's included: a worker holds it too). Prints a Markdown table; a crash, a wrong
 * outcome or a page over the limits below is marked in it and makes the exit status 1.
 *
 * Usage: npm run build && npx tsx bench/hostile/main.ts
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BAD_INPUTS, FLOODS, type HostileInput } from "./corpus.js";

/** A page must finish inside the CLI's default per-page timeout, and fit in a worker's memory. */
const LIMIT_SECONDS = 30;
const LIMIT_RSS_MIB = 1024;

const LIBRARY = fileURLToPath(new URL("../../dist/index.js", import.meta.url));

/** The child: one extraction, then its duration, peak RSS and outcome as one JSON line. */
const CHILD = `
import { readFileSync } from "node:fs";
const { extract } = await import(process.argv[1]);
const bytes = readFileSync(process.argv[2]);
// Loads the model first, so the time is the page's own.
extract("<p>" + "A warm-up paragraph of words. ".repeat(20) + "</p>");
const started = performance.now();
let outcome;
try {
  const result = extract(bytes);
  outcome = { text: result.text };
} catch (error) {
  outcome = { error: String(error?.message ?? error) };
}
const ms = performance.now() - started;
process.stdout.write(JSON.stringify({ ms, maxRssMiB: process.resourceUsage().maxRSS / 1024, ...outcome }));
`;

interface Measurement {
  readonly name: string;
  readonly input: HostileInput;
  readonly bytes: number;
  readonly ms?: number;
  readonly maxRssMiB?: number;
  readonly outcome: string;
  readonly ok: boolean;
}

function measure(dir: string, name: string, input: HostileInput, bytes: Uint8Array): Measurement {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", CHILD, LIBRARY, file], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    timeout: 120_000,
  });
  rmSync(file);
  if (run.status !== 0) {
    const why = run.signal ?? run.stderr.trim().split("\n").at(-1) ?? `exit ${run.status}`;
    return { name, input, bytes: bytes.length, outcome: `crashed: ${why}`, ok: false };
  }
  const child = JSON.parse(run.stdout) as {
    ms: number;
    maxRssMiB: number;
    text?: string;
    error?: string;
  };
  const expected =
    input.error !== undefined
      ? child.error !== undefined && input.error.test(child.error)
      : child.error === undefined && (child.text ?? "").includes(input.keeps ?? "");
  const withinLimits = child.ms / 1000 <= LIMIT_SECONDS && child.maxRssMiB <= LIMIT_RSS_MIB;
  const outcome =
    child.error !== undefined
      ? `error: ${child.error}`
      : `${child.text?.split(/\s+/).filter(Boolean).length ?? 0} words`;
  return { ...child, name, input, bytes: bytes.length, outcome, ok: expected && withinLimits };
}

/** A table cell's text with `<` written as an entity, so Markdown does not read tags in it. */
const asMarkdownText = (text: string) => text.replaceAll("<", "&lt;").replaceAll("|", "\\|");

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 3 : 1);

const dir = mkdtempSync(join(tmpdir(), "pith-hostile-"));
const rows: Measurement[] = [];
try {
  for (const [name, input] of Object.entries({ ...BAD_INPUTS, ...FLOODS })) {
    const measurement = measure(dir, name, input, await input.bytes());
    rows.push(measurement);
    process.stderr.write(`${name}: ${measurement.outcome}\n`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log("| input | what | size (MiB) | outcome | ms | peak RSS (MiB) | as expected |");
console.log("|---|---|--:|---|--:|--:|---|");
for (const row of rows) {
  console.log(
    `| ${row.name} | ${asMarkdownText(row.input.what)} | ${mib(row.bytes)} | ${asMarkdownText(row.outcome.slice(0, 70))} | ${row.ms?.toFixed(0) ?? "–"} | ${row.maxRssMiB?.toFixed(0) ?? "–"} | ${row.ok ? "yes" : "**no**"} |`,
  );
}
const slowest = Math.max(...rows.map((row) => row.ms ?? 0));
const largest = Math.max(...rows.map((row) => row.maxRssMiB ?? 0));
console.log(
  `\n${rows.length} inputs; slowest ${slowest.toFixed(0)} ms, largest peak RSS ${largest.toFixed(0)} MiB (limits ${LIMIT_SECONDS} s, ${LIMIT_RSS_MIB} MiB).`,
);
process.exitCode = rows.every((row) => row.ok) ? 0 : 1;
