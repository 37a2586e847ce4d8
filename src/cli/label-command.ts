import { existsSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import type { Command } from "commander";
import { DatasetStore } from "../label/dataset-store.js";
import { LABEL_HOST } from "../label/label-host.js";
import { LabelSession } from "../label/label-session.js";
import { SiteEstimator } from "../label/site-estimator.js";
import { openInBrowser } from "../view/open-in-browser.js";
import { integerFrom } from "./integer-option.js";
import { loadForCommand } from "./optional-package.js";

interface LabelCliOptions {
  readonly port: number;
  readonly out?: string;
  readonly model: string;
  readonly open?: boolean;
  readonly estimate: boolean;
}

const LABEL_HELP = `
The app shows each page of DIR (.html, .htm, .xhtml, optionally .gz) as pith view does, its
blocks already labelled by the model, the pages the model is least sure of first. Mark what is
wrong: pick a label (t title, b body, c comment, x boilerplate — or the buttons), then click a
block or drag across several; or walk the blocks with j / k and press the label's key. n (or
Enter) says a page is done and goes to the next. The keys are listed under the page.

Every change is saved at once, atomically, to the dataset (--out, default DIR.pith-labels beside
DIR, so that DIR itself holds only your pages): gold.jsonl with one segment per block
(headline, fulltext, comments, related) and the pages under pages/, the format of the shared
datasets. A label belongs to the page it was made on: a file replaced by another page starts
unlabelled. Stop the app any time (Ctrl-C) and start it again to go on where you were.

After each save the app estimates the site model these labels would make (in the header: "with
these 6 pages: 0.931 → 0.962 on pages left out"), as pith train --base checks it (below).

Then adapt the shipped model to the site. Pages you accepted as they were teach nothing: the
blocks you corrected do. train checks the site model on your pages, leaving each out in turn,
prints its score against the base's, and writes it only when it is better (--force to write it
anyway):
  pith train --base default --data DIR.pith-labels --out my-site.json.gz
  pith extract new-page.html --site-model example.com=my-site.json.gz

The app listens on ${LABEL_HOST} only and refuses requests naming another host.

Exit status: 0 after Ctrl-C; 1 when the port is taken; 2 for wrong arguments (DIR not a
directory, an unknown model).

Examples:
  pith label pages/ --open
  pith label pages/ --port 9000 --out my-site-labels --model my-site.json.gz`;

/** Where the labels of DIR go without --out: beside DIR, never inside it (issue 58). */
export function defaultLabelsDir(dir: string): string {
  return `${resolve(dir)}.pith-labels`;
}

export function registerLabelCommand(program: Command): void {
  program
    .command("label")
    .description("teach pith a site: label the blocks of a directory of pages in the browser")
    .argument("<dir>", "directory of pages to label")
    .option("-p, --port <n>", "port on 127.0.0.1, 0 for any free port", integerFrom(0, 65535), 8765)
    .option("-o, --out <dir>", "dataset directory the labels go to (default: DIR.pith-labels)")
    .option("-m, --model <name>", "model that pre-labels the blocks and ranks the pages", "default")
    .option("--open", "open the app in the browser ($BROWSER, else xdg-open, open or start)")
    .option("--no-estimate", "do not estimate the site model after saves (it runs pith train)")
    .addHelpText("after", LABEL_HELP)
    .action(async (dir: string, options: LabelCliOptions, command: Command) => {
      await runLabel(dir, options, (message) => command.error(`error: ${message}`));
    });
}

async function runLabel(
  dir: string,
  options: LabelCliOptions,
  usage: (message: string) => never,
): Promise<void> {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) usage(`${dir} is not a directory`);
  const out = resolve(options.out ?? defaultLabelsDir(dir));
  const old = join(dir, "pith-labels");
  if (options.out === undefined && existsSync(join(old, "gold.jsonl")) && !existsSync(out))
    process.stderr.write(
      `pith label: labels of an earlier version are in ${old} (inside ${dir}): give --out ${old} to go on with them, or move them to ${out}\n`,
    );
  if (isWithin(out, resolve(dir)))
    process.stderr.write(
      `pith label: ${out} is inside ${dir}: pith extract ${dir} will read the saved pages too\n`,
    );
  let session: LabelSession;
  try {
    session = new LabelSession(dir, new DatasetStore(out), options.model);
  } catch (error) {
    usage((error as Error).message);
  }
  const { createLabelServer } = await loadForCommand(
    "label",
    () => import("../label/label-server.js"),
  );
  // The estimate after saves: pith train --dry-run on the dataset, by this very program.
  const estimator = new SiteEstimator([
    process.execPath,
    process.argv[1],
    "train",
    "--base",
    options.model,
    "--data",
    out,
    "--dry-run",
  ]);
  if (options.estimate && session.done >= 2) estimator.changed();
  const app = createLabelServer(session, options.estimate ? estimator : undefined);
  let address: string;
  try {
    address = await app.listen({ port: options.port, host: LABEL_HOST });
  } catch (error) {
    process.stderr.write(`pith label: ${(error as Error).message}\n`);
    process.exitCode = 1;
    return;
  }
  const failed = session.pages.filter((page) => page.error !== undefined).length;
  process.stdout.write(
    `pith label: ${address}/ — ${session.pages.length} pages (${session.done} done${failed === 0 ? "" : `, ${failed} unreadable`}), labels saved to ${out}\n`,
  );
  const stop = () => {
    estimator.stop();
    app.close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  if (options.open === true)
    await openInBrowser(`${address}/`).catch((error: Error) => {
      process.stderr.write(`pith label: ${error.message}\n`);
    });
}

function isWithin(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}
