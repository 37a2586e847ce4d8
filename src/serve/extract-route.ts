import type { FastifyInstance, onRequestHookHandler } from "fastify";
import type { TaskOutcome } from "../batch/task.js";
import type { PithErrorCode } from "../util/errors.js";
import { type Admission, retryAfterSeconds } from "./admission.js";
import type { Metrics } from "./metrics.js";
import type { PagePool } from "./options.js";
import { serveErrorRecord, serveSuccessRecord } from "./record.js";
import { MEDIA_TYPE_OF_FORMAT, readExtractRequest } from "./request.js";

/** Media types `POST /extract` takes as a page's raw bytes (any charset: the worker decodes). */
export const HTML_MEDIA_TYPES = ["text/html", "application/xhtml+xml"];

export interface ExtractRouteContext {
  readonly pool: PagePool;
  readonly admission: Admission;
  readonly metrics: Metrics;
  readonly model: string;
}

/**
 * `POST /extract`: one page in, its main content out. Admitted only while the bounded queue has
 * room (else 503 with `Retry-After`); extracted, and rendered when not JSON, in a worker. A page
 * that fails is a 422 with its JSON error record; a request that cannot be read is a 400.
 */
export function registerExtractRoute(app: FastifyInstance, context: ExtractRouteContext): void {
  const { pool, admission, metrics, model } = context;
  // The body stays bytes: the worker decodes them (transport charset, then sniffing).
  app.addContentTypeParser(HTML_MEDIA_TYPES, { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  // Admission comes first, before the body is read: a body still arriving holds a place, so
  // memory is bounded by (jobs + maxQueue) bodies, not by how many clients start an upload.
  app.post("/extract", { onRequest: admit(admission, metrics) }, async (request, reply) => {
    const asked = readExtractRequest({
      body: request.body,
      query: request.query as Record<string, unknown>,
      headers: request.headers,
    });
    const started = performance.now();
    const outcome: TaskOutcome = await pool.run({
      page: asked.page,
      options: { ...asked.options, model },
      ...(asked.format === "json" ? {} : { render: asked.format }),
    });
    const seconds = (performance.now() - started) / 1000;
    if (!outcome.ok) {
      metrics.observe(seconds, { code: outcome.code });
      // An option extract() refused is the request's fault, as options checked here are.
      if (outcome.code === "PITH_INVALID_ARGUMENT")
        return reply.code(400).send({ error: outcome.error, code: outcome.code });
      return reply
        .code(422)
        .send(serveErrorRecord(request.id, asked.url, outcome.error, outcome.ms, outcome.code));
    }
    metrics.observe(seconds);
    if (asked.format === "json")
      return reply
        .type(MEDIA_TYPE_OF_FORMAT.json)
        .send(serveSuccessRecord(request.id, asked.url, outcome.result, outcome.ms));
    return reply.type(MEDIA_TYPE_OF_FORMAT[asked.format]).send(outcome.rendered ?? "");
  });
}

/**
 * The `onRequest` hook of `POST /extract`: takes a place in the bounded queue or answers 503 at
 * once, without reading the body (and closing the connection, so an unread upload ends there).
 * The place is given back when the answer is sent or the connection drops, whichever comes first.
 */
function admit(admission: Admission, metrics: Metrics): onRequestHookHandler {
  return async (_request, reply) => {
    if (!admission.tryEnter()) {
      metrics.reject();
      return reply
        .code(503)
        .header("retry-after", String(retryAfterSeconds(admission, metrics.recentMeanSeconds)))
        .header("connection", "close")
        .send({
          error: `busy: ${admission.jobs} pages extracting and ${admission.maxQueue} waiting; retry later`,
          code: "PITH_OVERLOADED" satisfies PithErrorCode,
        });
    }
    reply.raw.once("close", () => admission.leave());
  };
}
