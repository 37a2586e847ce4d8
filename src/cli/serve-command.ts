import type { Command } from "commander";
import {
  DEFAULT_SERVE_OPTIONS,
  MAX_BODY,
  MAX_QUEUE,
  MAX_REQUEST_TIMEOUT,
} from "../serve/options.js";
import { integerFrom } from "./integer-option.js";
import { loadForCommand } from "./optional-package.js";
import { jobsOption, timeoutOption } from "./pool-options.js";

interface ServeCliOptions {
  readonly port: number;
  readonly host: string;
  readonly jobs: number;
  readonly timeout: number;
  readonly maxQueue: number;
  readonly maxBody: number;
  readonly requestTimeout: number;
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

Answers: 200; 400 for a request it cannot read ({"error","code":"PITH_INVALID_ARGUMENT"}); 404
for an unknown route (PITH_NOT_FOUND); 405 for another method (PITH_UNSUPPORTED, with Allow); 413
for a body over --max-body (PITH_TOO_LARGE); 415 for a body neither HTML nor JSON
(PITH_UNSUPPORTED); 422 for a page that cannot be extracted (its JSON error record, with its
PITH_* code); 503 with Retry-After when --max-queue pages are already waiting (PITH_OVERLOADED),
answered before the body is read. A request not received whole within --request-timeout is cut
off (408). Every error body is JSON: {"error": "...", "code": "PITH_..."}.

Logs are JSON lines on stdout (one per request unless --quiet); the first says the address.
SIGTERM or SIGINT stops accepting, finishes the requests in flight, and exits 0.
Exit status: 0 after SIGTERM or SIGINT; 1 when the address cannot be listened on (the port is
taken, as for pith label); 2 for wrong arguments (an unknown model).

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
    .option(
      "--request-timeout <ms>",
      `time to receive a whole request, 1 to ${MAX_REQUEST_TIMEOUT}; beyond, the connection is cut (408)`,
      integerFrom(1, MAX_REQUEST_TIMEOUT),
      DEFAULT_SERVE_OPTIONS.requestTimeout,
    )
    .option("-m, --model <name>", "built-in model, baseline or model file", "default")
    .option("-q, --quiet", "no log line per request")
    .addHelpText("after", SERVE_HELP)
    .action(async (options: ServeCliOptions, command: Command) => {
      await runServe(options, (message) => command.error(`error: ${message}`));
    });
}

async function runServe(options: ServeCliOptions, fail: (message: string) => never): Promise<void> {
  const { createServer } = await loadForCommand("serve", () => import("../serve/server.js"));
  const app = createServer({
    jobs: options.jobs,
    timeout: options.timeout,
    maxQueue: options.maxQueue,
    maxBody: options.maxBody,
    requestTimeout: options.requestTimeout,
    model: options.model,
    logger: true,
    quiet: options.quiet === true,
  });
  try {
    // Fastify logs the address it listens on ("Server listening at http://127.0.0.1:8080").
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await app.close().catch(() => {});
    if (!isListenFailure(error)) fail((error as Error).message);
    // Not a usage mistake: the same command works once the port is free (status 1, as pith label).
    process.stderr.write(`pith serve: ${(error as Error).message}\n`);
    process.exitCode = 1;
    return;
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

/** Errors of the socket itself (a port taken or not allowed), not of the arguments. */
function isListenFailure(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "EADDRINUSE" || code === "EACCES" || code === "EADDRNOTAVAIL";
}
