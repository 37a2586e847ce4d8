import { STATUS_CODES } from "node:http";
import { createRequire } from "node:module";
import type { Duplex } from "node:stream";
import Fastify, { type FastifyError, type FastifyInstance, LogController } from "fastify";
import { ExtractPool } from "../batch/extract-pool.js";
import type { PithErrorCode } from "../util/errors.js";
import { Admission } from "./admission.js";
import { HTML_MEDIA_TYPES, registerExtractRoute } from "./extract-route.js";
import { Metrics } from "./metrics.js";
import { openApiDocument } from "./openapi.js";
import {
  DEFAULT_SERVE_OPTIONS,
  MAX_BODY,
  MAX_QUEUE,
  MAX_REQUEST_TIMEOUT,
  type ServeDependencies,
  type ServeOptions,
} from "./options.js";

const { version } = createRequire(import.meta.url)("../../package.json") as { version: string };

/** The service's routes and their methods (HEAD comes with GET). */
const ROUTES: Readonly<Record<string, readonly string[]>> = {
  "/extract": ["POST"],
  "/health": ["GET", "HEAD"],
  "/metrics": ["GET", "HEAD"],
  "/openapi.json": ["GET", "HEAD"],
};

function routeList(): string {
  return Object.entries(ROUTES)
    .map(([path, methods]) => `${methods[0]} ${path}`)
    .join(", ");
}

/** Media types `POST /extract` reads, named by a 415. */
const ACCEPTED_MEDIA_TYPES = [...HTML_MEDIA_TYPES, "application/json"];

/**
 * The JSON body of an error Fastify raised (a body too large, an unknown media type, JSON that does
 * not parse): `{ error, code }` as every other error of the service.
 */
export function errorBody(status: number, message: string): { error: string; code?: string } {
  if (status === 413) return { error: message, code: "PITH_TOO_LARGE" };
  if (status === 415)
    return {
      error: `${message}: send the page as ${ACCEPTED_MEDIA_TYPES.join(", ")}`,
      code: "PITH_UNSUPPORTED",
    };
  if (status < 500) return { error: message, code: "PITH_INVALID_ARGUMENT" };
  return { error: "internal error", code: "PITH_INTERNAL" };
}

/**
 * What a connection is told when its request cannot be read at all (it arrived too slowly, its
 * headers are too large, it is not HTTP): the JSON error body, with its code, every other error
 * has; then the connection is closed.
 */
function answerClientError(error: Error, socket: Duplex, requestTimeout: number): void {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ECONNRESET" || socket.destroyed) return;
  const [status, body] =
    code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [
          408,
          { error: `request not received whole within ${requestTimeout} ms`, code: "PITH_TIMEOUT" },
        ]
      : code === "HPE_HEADER_OVERFLOW"
        ? [431, { error: "request headers too large", code: "PITH_TOO_LARGE" }]
        : [400, { error: "not a readable HTTP request", code: "PITH_INVALID_ARGUMENT" }];
  const json = JSON.stringify(body);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  socket.destroy();
}

/** How often Node looks for requests over their time: often enough that the limit holds. */
function checkingInterval(requestTimeout: number): number {
  return Math.max(10, Math.min(1000, Math.floor(requestTimeout / 4)));
}

/**
 * The `pith serve` HTTP service, not yet listening: `POST /extract`, `GET /health`,
 * `GET /metrics`, `GET /openapi.json`, over a worker pool with a bounded queue. The model is loaded
 * in a worker when the server gets ready (`listen()` or `ready()` rejects for an unknown model);
 * `close()` lets requests in flight finish, then closes the pool.
 *
 *   const app = createServer({ jobs: 2, maxQueue: 16 });
 *   const address = await app.listen({ port: 0, host: "127.0.0.1" });
 *   …
 *   await app.close();
 */
export function createServer(
  options: ServeOptions = {},
  dependencies: ServeDependencies = {},
): FastifyInstance {
  const maxQueue = options.maxQueue ?? DEFAULT_SERVE_OPTIONS.maxQueue;
  const maxBody = options.maxBody ?? DEFAULT_SERVE_OPTIONS.maxBody;
  const model = options.model ?? DEFAULT_SERVE_OPTIONS.model;
  const requestTimeout = options.requestTimeout ?? DEFAULT_SERVE_OPTIONS.requestTimeout;
  if (!Number.isInteger(maxQueue) || maxQueue < 0 || maxQueue > MAX_QUEUE)
    throw new RangeError(`maxQueue must be an integer from 0 to ${MAX_QUEUE}, not ${maxQueue}`);
  if (!Number.isInteger(maxBody) || maxBody < 1 || maxBody > MAX_BODY)
    throw new RangeError(`maxBody must be an integer from 1 to ${MAX_BODY}, not ${maxBody}`);
  if (
    !Number.isInteger(requestTimeout) ||
    requestTimeout < 1 ||
    requestTimeout > MAX_REQUEST_TIMEOUT
  )
    throw new RangeError(
      `requestTimeout must be an integer from 1 to ${MAX_REQUEST_TIMEOUT} ms, not ${requestTimeout}`,
    );
  const pool =
    dependencies.pool ??
    new ExtractPool({
      ...(options.jobs === undefined ? {} : { jobs: options.jobs }),
      timeout: options.timeout ?? DEFAULT_SERVE_OPTIONS.timeout,
    });
  const admission = new Admission(pool.jobs, maxQueue);
  const metrics = new Metrics();

  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: options.quiet ?? false }),
    bodyLimit: maxBody,
    requestTimeout,
    // Given to Node's constructor too: Node 20 ignores a requestTimeout set on the server after it
    // (as Fastify does). And Node looks for requests over their time every 30 s by default: a
    // trickling upload would outlive a short limit by that much.
    http: { requestTimeout, connectionsCheckingInterval: checkingInterval(requestTimeout) },
    clientErrorHandler: (error, socket) => answerClientError(error, socket, requestTimeout),
  });
  app.addHook("onReady", async () => {
    await pool.loadModel(model);
  });
  // Closing: the answers still to come close their connections, else a client's keep-alive
  // connection would hold close() open (it only ends connections idle when it starts).
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  // After the requests in flight are answered.
  app.addHook("onClose", async () => {
    await pool.close();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return reply.code(status).send(errorBody(status, error.message));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const methods = ROUTES[path];
    if (methods === undefined)
      return reply.code(404).send({
        error: `no route ${path}: the routes are ${routeList()}`,
        code: "PITH_NOT_FOUND" satisfies PithErrorCode,
      });
    return reply
      .code(405)
      .header("allow", methods.join(", "))
      .send({
        error: `${request.method} ${path} is not served: use ${methods.join(" or ")}`,
        code: "PITH_UNSUPPORTED" satisfies PithErrorCode,
      });
  });

  registerExtractRoute(app, { pool, admission, metrics, model });

  app.get("/health", async () => ({
    status: "ok",
    model,
    workers: pool.jobs,
    queued: pool.queued,
  }));

  app.get("/metrics", async (_request, reply) =>
    reply
      .type("text/plain; version=0.0.4; charset=utf-8")
      .send(
        metrics.render({ workers: pool.jobs, queued: pool.queued, inFlight: admission.inFlight }),
      ),
  );

  const document = openApiDocument(version);
  app.get("/openapi.json", async () => document);
  return app;
}
