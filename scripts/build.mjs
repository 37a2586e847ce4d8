/**
 * `npm run build`: compiles src/ into dist/, marks the CLI executable and writes
 * dist/default-model.json (the shipped model's JSON uncompressed: the package exports it as
 * `pith/models/default.json`, so a bundler can take the default model into a browser build of
 * pith/core, which has no gunzip). The new tree is built beside dist/ and swapped in whole, so a
 * `pith` started during a build (a test, a second build) finds the old tree or the new one,
 * never half of one.
 *
 * Then esbuild (decision 0060):
 * - bundles, in place, the files one page from the command line runs: the CLI's entry
 *   (cli/main.js, each command still loaded when named), `pith extract` (cli/extract-command.js),
 *   the pool it may start before reading its command line (cli/early-pool.js, decision
 *   0062) and the worker thread (batch/worker.js). Node.js 20 loads an ES module graph of 330 files
 *   four times slower than the same code in one file; every other module stays as tsc wrote it.
 * - bundles turndown into pith/core (dist/core.js), the rest of which stays as tsc wrote it.
 * - writes dist/vendor/: turndown with its GFM plugin and DOM (turndown.cjs) and warcio's parser
 *   (warcio.js), so an install does not carry domino's published tests or warcio's command line,
 *   with their licences (THIRD-PARTY-LICENSES.txt).
 */
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { gunzipSync } from "node:zlib";
import { build } from "esbuild";

/**
 * esbuild's ES module output reaches CommonJS packages' `require` of Node.js built-ins through
 * this.
 */
const REQUIRE_SHIM =
  'import { createRequire as __pithCreateRequire } from "node:module"; const require = __pithCreateRequire(import.meta.url);';

const fresh = `dist.building-${process.pid}`;
const stale = `dist.old-${process.pid}`;
// The JavaScript without comments (the packed install stays under issue 54's 20 MB: the doc
// comments were a third of the files tsc writes), then the declarations again with them, so a
// consumer's editor still shows the API's documentation.
for (const pass of [["--removeComments"], ["--emitDeclarationOnly"]]) {
  const tsc = spawnSync(
    process.execPath,
    ["node_modules/typescript/bin/tsc", "-p", "tsconfig.build.json", "--outDir", fresh, ...pass],
    { stdio: "inherit" },
  );
  if (tsc.status !== 0) {
    rmSync(fresh, { recursive: true, force: true });
    process.exit(tsc.status ?? 1);
  }
}
try {
  await bundle(fresh);
} catch (error) {
  rmSync(fresh, { recursive: true, force: true });
  throw error;
}
chmodSync(join(fresh, "cli", "main.js"), 0o755);
writeFileSync(join(fresh, ".npmignore"), packedDeclarations(fresh));
writeFileSync(
  join(fresh, "default-model.json"),
  gunzipSync(readFileSync("models/default.json.gz")),
);
try {
  renameSync("dist", stale);
} catch {
  // no dist yet: a fresh clone
}
renameSync(fresh, "dist");
rmSync(stale, { recursive: true, force: true });

async function bundle(out) {
  const common = {
    bundle: true,
    platform: "node",
    target: "node20",
    write: false,
    metafile: true,
    logLevel: "warning",
    // Whitespace and syntax only: names stay, for stack traces and `error.name`.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: "eof",
  };
  const vendorLicences = new Set();
  // turndown, the plugin and domino, as turndown's Node.js build requires them; CommonJS, so
  // `require` loads it synchronously where Markdown is rendered (src/batch/node-turndown.ts).
  await emit(
    await build({
      ...common,
      stdin: {
        contents:
          'module.exports = { Turndown: require("turndown"), gfm: require("turndown-plugin-gfm").gfm };',
        resolveDir: process.cwd(),
        loader: "js",
      },
      format: "cjs",
      outfile: join(out, "vendor", "turndown.cjs"),
    }),
    vendorLicences,
  );
  // The parser alone (src/input/warc.ts).
  await emit(
    await build({
      ...common,
      stdin: {
        contents: 'export { WARCParser } from "warcio";',
        resolveDir: process.cwd(),
        loader: "js",
      },
      format: "esm",
      banner: { js: REQUIRE_SHIM },
      outfile: join(out, "vendor", "warcio.js"),
    }),
    vendorLicences,
  );

  const inPlace = (file, options = {}) =>
    build({
      ...common,
      entryPoints: [join(out, file)],
      format: "esm",
      banner: { js: REQUIRE_SHIM },
      outfile: join(out, file),
      allowOverwrite: true,
      ...options,
    }).then((result) => emit(result));
  // Packages that stay installed and load only when a run needs them (a fetch, Parquet), and
  // piscina, which starts its own worker file from its package.
  const lazyPackages = ["piscina", "undici", "warcio", "hyparquet-writer", "@bokuweb/zstd-wasm"];
  await inPlace("batch/worker.js");
  // The pool `pith extract` starts early (cli/early-pool.js): one file that main.js and
  // extract-command.js both import, so both see its one pool.
  const earlyPool = /early-pool\.js$/;
  await inPlace("cli/early-pool.js", { external: lazyPackages });
  await inPlace("cli/main.js", {
    plugins: [keepExternal(/-command\.js$/), keepExternal(earlyPool)],
  });
  // pith/core takes turndown in (turndown's build with domino, which uses the runtime's
  // DOMParser where there is one), everything else stays an import: pith's own modules, and the
  // packages a user's bundler resolves as before.
  await build({
    ...common,
    entryPoints: [join(out, "core.js")],
    platform: "neutral",
    mainFields: ["main"],
    format: "esm",
    outfile: join(out, "core.js"),
    allowOverwrite: true,
    plugins: [onlyBundling(/^(turndown|turndown-plugin-gfm|@mixmark-io\/domino)$/)],
  }).then((result) => emit(result, vendorLicences));
  await inPlace("cli/extract-command.js", {
    external: lazyPackages,
    plugins: [keepExternal(/parquet-file-writer\.js$/), keepExternal(earlyPool)],
  });
  writeFileSync(join(out, "vendor", "THIRD-PARTY-LICENSES.txt"), licenceText(vendorLicences));
}

/** Relative imports matching `filter` stay imports of the module tsc wrote beside. */
function keepExternal(filter) {
  return {
    name: "keep-external",
    setup(builder) {
      builder.onResolve({ filter }, (args) =>
        args.kind === "entry-point" ? undefined : { path: args.path, external: true },
      );
    },
  };
}

/**
 * dist/.npmignore: the package carries the declarations its exports reach (`pith`, `pith/core`),
 * not the other 360 (`npm pack` reads a .npmignore below the package's root beside `files`). A
 * declaration the exports need and this misses fails .ci/packed-install's compile.
 */
function packedDeclarations(out) {
  const reached = new Set();
  const visit = (file) => {
    if (reached.has(file)) return;
    reached.add(file);
    const text = readFileSync(join(out, file), "utf8");
    for (const [, specifier] of text.matchAll(/(?:from|import\()\s*"(\.[^"]+)\.js"/g))
      visit(join(dirname(file), `${specifier}.d.ts`));
  };
  visit("index.d.ts");
  visit("core.d.ts");
  const kept = [...reached].sort().map((file) => `!/${file}`);
  return `# Written by scripts/build.mjs\n*.d.ts\n${kept.join("\n")}\n`;
}

/** Every import stays an import but those of the packages `filter` names, which are bundled. */
function onlyBundling(filter) {
  return {
    name: "only-bundling",
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === "entry-point") return undefined;
        const bundled =
          filter.test(args.path) ||
          (args.path.startsWith(".") && args.importer.includes("node_modules"));
        return bundled ? undefined : { path: args.path, external: true };
      });
    },
  };
}

/** Writes a build's files and notes the packages it took in (their licences go with vendor/). */
async function emit(result, licences) {
  for (const file of result.outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.contents);
  }
  if (licences === undefined) return;
  for (const input of Object.keys(result.metafile.inputs)) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match !== null) licences.add(match[1]);
  }
}

function licenceText(packageDirs) {
  const parts = [];
  for (const dir of [...packageDirs].sort()) {
    const { name, version, license } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    const file = ["LICENSE", "LICENSE.md", "LICENSE.txt", "license", "LICENCE"].find((candidate) =>
      existsSync(join(dir, candidate)),
    );
    const text = file === undefined ? "" : readFileSync(join(dir, file), "utf8").trim();
    parts.push(`${name} ${version} (${license})\n${relative(".", dir)}\n\n${text}\n`);
  }
  return `Packages bundled into dist/vendor/ by scripts/build.mjs, with their licences.\n\n${parts.join(`\n${"-".repeat(72)}\n\n`)}`;
}
