import type { Command } from "commander";
import { DEFAULT_SERVE_OPTIONS, MAX_BODY, MAX_QUEUE } from "../serve/options.js";
import { createServer } from "../serve/server.js";
import { integerFrom } from "./integer-option.js";
import { jobsOption, timeoutOption } from "./pool-options.js";

interface ServeCliOptions {
  readonly port: number;
  readonly host: string;
  readonly jobs: number;
  readonly timeout: number;
  readonly maxQueue: number;
  readonly maxBody: number;
  readonly model: string;
  readonly quiet?: boolean;
}

const SERVE_HELP = `
Endpoints:
  POST /extract       a page's HTML in, its main content out (JSON record by default)
  GET  /health        {"status":"ok","model":…,"workers":…,"queued":…}
  GET  /metrics       Prometheus text: pages, errors by code, latency histogram, queue depth
  GET  /openapi.json  the OpenAPI 3.1 description of the above

POST /extract takes the page as raw bytes (Content-Type: text/html; its charset, if any, comes
first, then the page's own declarations are sniffed) or as JSON:
  {"html": "…", "url"?: "https://…", "format"?: "text|markdown|html|json",
   "options"?: {"comments", "blocks", "include", "exclude", "keepStyle"}}
The format is the body's "format", else ?format=, else the Accept header (text/plain,
text/markdown, text/html, application/json), else json: the record of pith extract --format json.
The service extracts the HTML it is given and fetches nothing: url (?url= for a raw body) only
resolves relative links and fills metadata.

Answers: 200; 400 for a request it cannot read ({"error","code":"PITH_INVALID_ARGUMENT"}); 413
for a body over --max-body; 422 for a page that cannot be extracted (its JSON error record, with
its PITH_* code); 503 with Retry-After when --max-queue pages are already waiting.

Logs are JSON lines on stdout (one per request unless --quiet); the first says the address.
SIGTERM or SIGINT stops accepting, finishes the requests in flight, and exits 0.

Examples:
  pith serve --port 8080 --jobs 4
  curl -s --data-binary @examples/article.html -H 'Content-Type: text/html' \\
    'http://127.0.0.1:8080/extract?url=https://example.com/a'
  curl -s -H 'Accept: text/markdown' --data-binary @page.html \\
    -H 'Content-Type: text/html; charset=windows-1252' http://127.0.0.1:8080/extract
  curl -s -H 'Content-Type: application/json' \\
    -d '{"html":"<title>T</title><p>…</p>","format":"text"}' http://127.0.0.1:8080/extract`;

export function registerServeCommand(program: Command): void {
  program
    .command("serve")
    .description("extract pages over HTTP: POST /extract, with health, metrics and OpenAPI")
    .option("-p, --port <n>", "port to listen on, 0 for any free port", integerFrom(0, 65535), 8080)
    .option("--host <address>", "address to listen on (0.0.0.0 for every interface)", "127.0.0.1")
    .addOption(jobsOption())
    .addOption(timeoutOption(" (over it: 422, PITH_TIMEOUT)"))
    .option(
      "--max-queue <n>",
      `pages that may wait for a worker, 0 to ${MAX_QUEUE}; beyond, 503 with Retry-After`,
      integerFrom(0, MAX_QUEUE),
      DEFAULT_SERVE_OPTIONS.maxQueue,
    )
    .option(
      "--max-body <bytes>",
      `largest request body, 1 to ${MAX_BODY} (default 32 MiB); beyond, 413`,
      integerFrom(1, MAX_BODY),
      DEFAULT_SERVE_OPTIONS.maxBody,
    )
    .option("-m, --model <name>", "built-in model, baseline or model file", "default")
    .option("-q, --quiet", "no log line per request")
    .addHelpText("after", SERVE_HELP)
    .action(async (options: ServeCliOptions, command: Command) => {
      await runServe(options, (message) => command.error(`error: ${message}`));
    });
}

async function runServe(options: ServeCliOptions, fail: (message: string) => never): Promise<void> {
  const app = createServer({
    jobs: options.jobs,
    timeout: options.timeout,
    maxQueue: options.maxQueue,
    maxBody: options.maxBody,
    model: options.model,
    logger: true,
    quiet: options.quiet === true,
  });
  try {
    // Fastify logs the address it listens on ("Server listening at http://127.0.0.1:8080").
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await app.close().catch(() => {});
    fail((error as Error).message);
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal: stop now, requests in flight or not.
      app.log.warn({ signal }, "second signal: exiting at once");
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    app.close().then(
      () => {
        app.log.info("stopped");
        process.exitCode = 0;
        // Whatever still holds the event loop (a client's idle connection) does not hold the exit.
        setTimeout(() => process.exit(0), 1000).unref();
      },
      (error: unknown) => {
        app.log.error(error, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
