/**
 * `npm run data`: the public datasets pith's tests and benchmarks read, in `$PITH_DATA`, else
 * `../shared/data` beside the clone (or `--out DIR`). Without arguments it says which are found and
 * builds each missing one from its original source (download, check, convert to docs/data.md's
 * layout); `--check` only says which are found (exit 1 when one is missing). An existing dataset
 * directory is never overwritten without `--force`. docs/data.md says where each comes from.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type FetchLike, type Obtained, obtain } from "./fetch.js";
import { writeDataset } from "./layout.js";
import { DATASETS, type DatasetName, type DatasetSource, SOURCES } from "./sources.js";

const USAGE = `usage: npm run data -- [--check] [--only NAME,…] [--out DIR] [--force] [--cache DIR]

  (no option)   say which datasets are found; download and build each missing one
  --check       only say which are found (exit 1 when one is missing); never downloads
  --only NAMES  these datasets only (${DATASETS.join(", ")})
  --out DIR     where the datasets are (default: $PITH_DATA, else ../shared/data beside the clone)
  --force       rebuild a dataset whose directory exists (it is replaced once the new one is built)
  --cache DIR   where downloads are kept and looked for (default: OUT/.downloads); a file fetched
                by hand into it is used as it is`;

export interface RunOptions {
  fetch?: FetchLike;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** Today's date for the README (tests fix it). */
  today?: string;
}

interface Arguments {
  check: boolean;
  only: DatasetName[] | null;
  out: string | null;
  force: boolean;
  cache: string | null;
}

function parseArguments(argv: readonly string[]): Arguments | string {
  const parsed: Arguments = {
    check: false,
    only: null,
    out: null,
    force: false,
    cache: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i];
    const value = (): string | undefined => {
      const inline = argument.includes("=") ? argument.slice(argument.indexOf("=") + 1) : undefined;
      return inline ?? argv[++i];
    };
    const name = argument.split("=")[0];
    if (name === "--check") parsed.check = true;
    else if (name === "--force") parsed.force = true;
    else if (name === "--help" || name === "-h") return "help";
    else if (name === "--out" || name === "--cache") {
      const given = value();
      if (!given) return `${name} needs a directory`;
      if (name === "--out") parsed.out = given;
      else parsed.cache = given;
    } else if (name === "--only") {
      const given = value();
      if (!given) return "--only needs dataset names";
      const names = given
        .split(",")
        .map((part) => part.trim())
        .filter((part) => part !== "");
      const unknown = names.filter((part) => !(DATASETS as readonly string[]).includes(part));
      if (unknown.length > 0) {
        return `unknown dataset ${unknown.join(", ")} (known: ${DATASETS.join(", ")})`;
      }
      parsed.only = names as DatasetName[];
    } else return `unknown argument ${argument}`;
  }
  return parsed;
}

function pageCount(dir: string): number {
  return readFileSync(join(dir, "gold.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line !== "").length;
}

function foundLine(name: string, dir: string): string {
  return `${name.padEnd(14)} ${String(pageCount(dir)).padStart(5)} pages  ${dir}`;
}

/** The README of a built dataset: provenance, what was downloaded, licence, what the gold means. */
export function datasetReadme(
  source: DatasetSource,
  details: {
    pages: number;
    sites: number;
    obtained: Obtained[];
    revision?: string;
    notes: string[];
    today: string;
  },
): string {
  const files = details.obtained.map(
    (file, index) =>
      `- \`${source.artifacts[index].file}\`: ${file.size} bytes, SHA-256 \`${file.sha256}\` (${file.verified ? "verified against the published checksum" : "no published checksum: not verified"}), from ${file.from === "cache" ? "the download cache" : file.from}`,
  );
  return `# ${source.title} (${details.pages} pages, ${details.sites} sites)
${source.about}

Built by pith's \`npm run data\` on ${details.today} from:
${files.join("\n")}
${details.revision ? `\nThe archive was made from commit \`${details.revision}\`.\n` : ""}
Licence: ${source.licence}.

Gold: ${source.gold}
${details.notes.length > 0 ? `\nConversion notes:\n${details.notes.map((note) => `- ${note}`).join("\n")}\n` : ""}
## Format
\`pages/<id>.html.gz\`: the page's original bytes, gzipped (decode them yourself: charsets vary).
\`gold.jsonl\`: one JSON object per page, in id order; see pith's docs/data.md for the fields.
`;
}

async function build(
  source: DatasetSource,
  root: string,
  options: {
    cacheDir: string;
    fetch: FetchLike;
    log: (line: string) => void;
    today: string;
  },
): Promise<number> {
  const { log } = options;
  const obtained: Obtained[] = [];
  for (const artifact of source.artifacts) {
    const file = await obtain(artifact, options);
    log(
      `  ${artifact.file}: ${file.size} bytes, SHA-256 ${file.sha256} ${file.verified ? "(verified)" : "(no published checksum: not verified)"}`,
    );
    obtained.push(file);
  }
  log("  converting");
  const conversion = await source.convert(obtained);
  if (conversion.pages.length === 0) throw new Error("the source gave no pages");
  for (const note of conversion.notes) log(`  note: ${note}`);
  const target = join(root, source.name);
  const building = join(root, `.${source.name}.building`);
  rmSync(building, { recursive: true, force: true });
  const sites = new Set(
    conversion.pages.map((page) => page.record.site).filter((site) => site !== null),
  );
  writeDataset(
    building,
    conversion.pages,
    datasetReadme(source, {
      pages: conversion.pages.length,
      sites: sites.size,
      obtained,
      revision: conversion.revision,
      notes: conversion.notes,
      today: options.today,
    }),
  );
  rmSync(target, { recursive: true, force: true });
  renameSync(building, target);
  return conversion.pages.length;
}

/** `npm run data` with these arguments; the exit status. */
export async function run(argv: readonly string[], options: RunOptions = {}): Promise<number> {
  const log = options.log ?? ((line: string) => console.log(line));
  const env = options.env ?? process.env;
  const parsed = parseArguments(argv);
  if (parsed === "help") {
    log(USAGE);
    return 0;
  }
  if (typeof parsed === "string") {
    log(`npm run data: ${parsed}\n${USAGE}`);
    return 2;
  }
  const root = parsed.out
    ? resolve(parsed.out)
    : env.PITH_DATA
      ? resolve(env.PITH_DATA)
      : resolve(import.meta.dirname, "../../../shared/data");
  const selected = parsed.only ?? [...DATASETS];

  if (parsed.check) {
    let missing = 0;
    for (const name of selected) {
      const dir = join(root, name);
      if (existsSync(join(dir, "gold.jsonl"))) log(foundLine(name, dir));
      else {
        missing++;
        log(`${name.padEnd(14)} missing        ${dir}`);
      }
    }
    if (missing > 0) {
      log(
        `\n${missing} of ${selected.length} missing: set PITH_DATA to where they are, or run \`npm run data\` to download them (docs/data.md).`,
      );
    }
    return missing > 0 ? 1 : 0;
  }

  const fetchImpl: FetchLike =
    options.fetch ??
    ((url, init) =>
      fetch(url, {
        ...init,
        headers: {
          "user-agent": "pith-npm-run-data",
          ...(init?.headers as Record<string, string>),
        },
      }));
  const cacheDir = parsed.cache ? resolve(parsed.cache) : join(root, ".downloads");
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  let failures = 0;
  const toBuild: DatasetSource[] = [];
  for (const name of selected) {
    const dir = join(root, name);
    if (!existsSync(dir) || parsed.force) {
      toBuild.push(SOURCES[name]);
      continue;
    }
    const complete = existsSync(join(dir, "gold.jsonl"));
    if (complete && parsed.only === null) {
      log(foundLine(name, dir));
      continue;
    }
    failures++;
    log(
      `${name.padEnd(14)} ${complete ? "exists" : "exists without gold.jsonl"}: ${dir} is not overwritten (--force rebuilds it)`,
    );
  }
  if (toBuild.length > 0) mkdirSync(root, { recursive: true });
  for (const source of toBuild) {
    log(`${source.name}: building in ${join(root, source.name)}`);
    try {
      const pages = await build(source, root, {
        cacheDir,
        fetch: fetchImpl,
        log,
        today,
      });
      log(
        `${source.name.padEnd(14)} ${String(pages).padStart(5)} pages  ${join(root, source.name)}  (built)`,
      );
    } catch (error) {
      failures++;
      rmSync(join(root, `.${source.name}.building`), { recursive: true, force: true });
      log(`${source.name}: failed: ${(error as Error).message}`);
    }
  }
  if (toBuild.length > 0 && existsSync(cacheDir) && readdirSync(cacheDir).length > 0) {
    log(
      `\nDownloads are kept in ${cacheDir} (delete it to free the space; a rebuild reuses them).`,
    );
  }
  return failures > 0 ? 1 : 0;
}

if (
  process.argv[1] !== undefined &&
  import.meta.url === pathToFileURL(resolve(process.argv[1])).href
) {
  run(process.argv.slice(2)).then(
    (status) => {
      process.exitCode = status;
    },
    (error: Error) => {
      console.error(`npm run data: ${error.stack ?? error.message}`);
      process.exitCode = 1;
    },
  );
}
