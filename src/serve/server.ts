import { createRequire } from "node:module";
import Fastify, { type FastifyError, type FastifyInstance, LogController } from "fastify";
import { ExtractPool } from "../batch/extract-pool.js";
import { Admission } from "./admission.js";
import { registerExtractRoute } from "./extract-route.js";
import { Metrics } from "./metrics.js";
import { openApiDocument } from "./openapi.js";
import {
  DEFAULT_SERVE_OPTIONS,
  MAX_BODY,
  MAX_QUEUE,
  type ServeDependencies,
  type ServeOptions,
} from "./options.js";

const { version } = createRequire(import.meta.url)("../../package.json") as { version: string };

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
  if (!Number.isInteger(maxQueue) || maxQueue < 0 || maxQueue > MAX_QUEUE)
    throw new RangeError(`maxQueue must be an integer from 0 to ${MAX_QUEUE}, not ${maxQueue}`);
  if (!Number.isInteger(maxBody) || maxBody < 1 || maxBody > MAX_BODY)
    throw new RangeError(`maxBody must be an integer from 1 to ${MAX_BODY}, not ${maxBody}`);
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
    const code =
      status === 413 ? "PITH_TOO_LARGE" : status < 500 ? "PITH_INVALID_ARGUMENT" : undefined;
    return reply.code(status).send({
      error: status >= 500 ? "internal error" : error.message,
      ...(code === undefined ? {} : { code }),
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
