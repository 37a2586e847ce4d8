import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import type { Command } from "commander";
import { DEFAULT_EXTRACT_OPTIONS } from "../extract/options.js";
import { readPageFile, readStdin } from "../input/page-file.js";
import { errorCode } from "../util/errors.js";
import { inspectPage } from "../view/inspect.js";
import { openInBrowser } from "../view/open-in-browser.js";
import { viewDocument } from "../view/view-document.js";
import { fileIdentity } from "./extract/file-identity.js";

interface ViewCliOptions {
  readonly out?: string;
  readonly open?: boolean;
  readonly model: string;
  readonly url?: string;
}

const VIEW_HELP = `
The view is one HTML file that needs nothing else: the page laid out with its own inline style
sheets (made inert), every text block outlined in the colour of its label — title, body,
comment, boilerplate (dashed) — and filled as strongly as the model was sure. Hover a block for
its probabilities and the features that weighed most; the side panel shows the title, metadata,
confidence and the decision steps that changed the model's selection.

Nothing in it runs or loads: the page's scripts, frames and plugins are gone, its links go
nowhere, its pictures are grey boxes with their alternative text, and a Content-Security-Policy
lets only the view's own hover script run and nothing be fetched.

Exit status: 0 when the view was written (and opened); 1 when the page could not be read or
extracted, or no browser could be opened (no display, or the opener failed); 2 for wrong
arguments (an unknown model, an --out that is the page itself).

Examples:
  pith view page.html --open                  look at what the default model keeps
  pith view page.html.gz --out page.view.html
  pith view page.html --model my-site.json.gz --open
  curl -s https://example.com/story | pith view - --url https://example.com/story --open`;

export function registerViewCommand(program: Command): void {
  program
    .command("view")
    .description("see the model's decisions: the page with every block outlined by its label")
    .argument("<page>", "page file (.html, .html.gz, …) or - for standard input")
    .option(
      "-o, --out <file>",
      "write the view here (default: standard output; with --open, a temporary file)",
    )
    .option("--open", "open the view in the browser ($BROWSER, else xdg-open, open or start)")
    .option("-m, --model <name>", "built-in model, baseline or model file", "default")
    .option("--url <url>", "the page's address: resolves its links and fills metadata")
    .addHelpText("after", VIEW_HELP)
    .action(async (page: string, options: ViewCliOptions) => {
      process.exitCode = await runView(page, options);
    });
}

async function runView(source: string, options: ViewCliOptions): Promise<number> {
  if (options.out !== undefined && source !== "-") {
    const input = fileIdentity(source);
    if (input !== undefined && input === fileIdentity(options.out))
      return fail(
        `--out ${options.out} would overwrite the input ${source}: choose another file`,
        2,
      );
  }
  let document: string;
  try {
    const { maxBytes } = DEFAULT_EXTRACT_OPTIONS;
    const bytes = source === "-" ? await readStdin(maxBytes) : readPageFile(source, maxBytes);
    document = viewDocument(inspectPage(bytes, { model: options.model, url: options.url }));
  } catch (error) {
    return fail(
      `${source}: ${readableError(error as NodeJS.ErrnoException)}`,
      errorCode(error) === "PITH_UNKNOWN_MODEL" ? 2 : 1,
    );
  }
  const out =
    options.out ??
    (options.open === true
      ? join(mkdtempSync(join(tmpdir(), "pith-view-")), `${viewName(source)}.html`)
      : undefined);
  if (out === undefined) {
    process.stdout.write(document);
    return 0;
  }
  try {
    writeFileSync(out, document);
  } catch (error) {
    return fail(`cannot write ${out}: ${(error as Error).message}`, 1);
  }
  if (options.open !== true) return 0;
  try {
    await openInBrowser(resolve(out));
  } catch (error) {
    return fail((error as Error).message, 1);
  }
  process.stderr.write(`pith view: opened ${out}\n`);
  return 0;
}

function viewName(source: string): string {
  return source === "-" ? "page" : basename(source).replace(/\.html?(\.gz)?$/i, "");
}

/** A file system error as a sentence; any other error's own message. */
function readableError(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case "ENOENT":
      return "no such file (give a page file, or - to read standard input)";
    case "EISDIR":
      return "is a directory: pith view shows one page (pith extract reads directories)";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    default:
      return error.message;
  }
}

function fail(message: string, status: number): number {
  process.stderr.write(`pith view: ${message}\n`);
  return status;
}
