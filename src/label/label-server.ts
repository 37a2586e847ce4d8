import Fastify, { type FastifyInstance } from "fastify";
import { APP_CONTENT_SECURITY_POLICY, appCss, appPage } from "./app-page.js";
import { appScript } from "./app-script.js";
import { FRAME_CONTENT_SECURITY_POLICY } from "./label-frame.js";
import type { LabelSession } from "./label-session.js";
import type { SiteEstimator } from "./site-estimator.js";

/**
 * Host names a request may name: a page on another site that resolves its own name to 127.0.0.1
 * (DNS rebinding) is refused, as its `Host` header gives it away.
 */
const LOCAL_HOSTNAMES: ReadonlySet<string> = new Set(["127.0.0.1", "localhost"]);

/**
 * The labelling app over a session, not yet listening (listen on LABEL_HOST):
 *   GET  /                        the app (with /app.js, /app.css)
 *   GET  /api/pages               the pages least confident first, and the counter
 *   GET  /api/pages/:id           a page's labels (saved, else the model's) and probabilities
 *   GET  /pages/:id               the page, sanitised, every block marked (the app's frame)
 *   PUT  /api/pages/:id/labels    {"labels": […]}: saved at once, atomically, to the dataset
 *   GET  /api/estimate            the site model's latest estimate on the saved pages (`estimator`)
 * PUT takes JSON only: a form on another site cannot post one without the browser asking first.
 */
export function createLabelServer(
  session: LabelSession,
  estimator?: SiteEstimator,
): FastifyInstance {
  const app = Fastify({ logger: false });
  app.addHook("onRequest", async (request, reply) => {
    const hostname = (request.headers.host ?? "").replace(/:\d+$/, "");
    if (!LOCAL_HOSTNAMES.has(hostname))
      return reply.code(403).send({ error: `refused: Host ${hostname} is not this machine` });
  });
  const counter = () => ({ done: session.done, total: session.pages.length });
  const known = (id: string) => {
    if (!session.has(id)) throw Object.assign(new Error(`no page "${id}"`), { statusCode: 404 });
    return id;
  };

  app.get("/", async (_request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", APP_CONTENT_SECURITY_POLICY)
      .send(appPage()),
  );
  app.get("/app.js", async (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").send(appScript()),
  );
  app.get("/app.css", async (_request, reply) =>
    reply.type("text/css; charset=utf-8").send(appCss()),
  );
  app.get("/api/pages", async () => ({
    ...counter(),
    dataset: session.store.dir,
    pages: session.pages.map((page) => ({ ...page, done: session.isDone(page.id) })),
  }));
  app.get("/api/estimate", async () => estimator?.current ?? { state: "none", text: "" });
  app.get<{ Params: { id: string } }>("/api/pages/:id", async (request) =>
    session.labelsOf(known(request.params.id)),
  );
  app.get<{ Params: { id: string } }>("/pages/:id", async (request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", FRAME_CONTENT_SECURITY_POLICY)
      .send(session.documentOf(known(request.params.id))),
  );
  app.put<{ Params: { id: string }; Body: { labels?: unknown } }>(
    "/api/pages/:id/labels",
    async (request, reply) => {
      if (!/^application\/json\b/.test(request.headers["content-type"] ?? ""))
        return reply.code(415).send({ error: "send the labels as application/json" });
      try {
        session.save(known(request.params.id), request.body?.labels);
        estimator?.changed();
      } catch (error) {
        if (error instanceof RangeError) return reply.code(400).send({ error: error.message });
        throw error;
      }
      return counter();
    },
  );
  app.setErrorHandler(async (error: Error & { statusCode?: number }, _request, reply) =>
    reply.code(error.statusCode ?? 500).send({ error: error.message }),
  );
  return app;
}
