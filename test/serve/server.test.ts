import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../../dist/serve/server.js";
import { ARTICLE, articlePage, root } from "./pages.js";

const schema = JSON.parse(readFileSync(root("schema/record.schema.json"), "utf8"));
const validate = new Ajv2020({ allErrors: true }).compile(schema);

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = createServer({ jobs: 1, timeout: 60_000, maxQueue: 16 });
  base = await app.listen({ port: 0, host: "127.0.0.1" });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const post = (path: string, body: BodyInit, headers: Record<string, string>) =>
  fetch(`${base}${path}`, { method: "POST", body, headers });
const postHtml = (path: string, html: BodyInit, headers: Record<string, string> = {}) =>
  post(path, html, { "content-type": "text/html", ...headers });
const postJson = (body: unknown) =>
  post("/extract", JSON.stringify(body), { "content-type": "application/json" });

describe("POST /extract", () => {
  it("answers an HTML body with the JSON record of pith extract --format json", async () => {
    const response = await postHtml("/extract", ARTICLE);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const record = await response.json();
    expect(record.title).toBe("Why Tide Pools Matter");
    expect(record.text).toContain("Twice a day the sea pulls back");
    expect(record.source).toMatch(/^req-/);
    expect(typeof record.ms).toBe("number");
    expect(record.html).toBeUndefined();
    expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
  });

  it("answers Markdown for ?format=markdown and for Accept: text/markdown", async () => {
    for (const response of [
      await postHtml("/extract?format=markdown", ARTICLE),
      await postHtml("/extract", ARTICLE, { accept: "text/markdown" }),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/markdown/);
      const markdown = await response.text();
      expect(markdown.startsWith("# Why Tide Pools Matter\n")).toBe(true);
      expect(markdown).toContain("Twice a day the sea pulls back");
    }
  });

  it("answers plain text for Accept: text/plain, preferring ?format= over Accept", async () => {
    const text = await postHtml("/extract", ARTICLE, { accept: "text/plain" });
    expect(text.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await text.text()).toContain("Twice a day the sea pulls back");
    const json = await postHtml("/extract?format=json", ARTICLE, { accept: "text/plain" });
    expect((await json.json()).title).toBe("Why Tide Pools Matter");
  });

  it("decodes the body in the charset of its Content-Type (windows-1252)", async () => {
    const bytes = Buffer.from(
      articlePage("Caf\xe9 cr\xe8me", "Na\xefve na\xefvet\xe9 \x93quoted\x94."),
      "latin1",
    );
    const response = await postHtml("/extract", bytes, {
      "content-type": "text/html; charset=windows-1252",
    });
    expect(response.status).toBe(200);
    const record = await response.json();
    expect(record.title).toBe("Café crème");
    expect(record.text).toContain("Naïve naïveté “quoted”.");
    expect(record.encoding).toBe("windows-1252");
  });

  it("takes a JSON body: url resolves a relative link in the HTML format", async () => {
    const html = articlePage("Harbour news", 'See <a href="../people/ada">Ada\'s notes</a>.');
    const response = await postJson({
      html,
      url: "https://news.example/town/harbour",
      format: "html",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const document = await response.text();
    expect(document).toContain('href="https://news.example/people/ada"');
    expect(document).not.toContain("Copyright the town paper");
  });

  it("passes options: blocks in the JSON record, exclude as a site rule", async () => {
    const html = articlePage("Harbour news", "Unique opening words.");
    const response = await postJson({
      html,
      options: { blocks: true, exclude: ["p:first-of-type"] },
    });
    expect(response.status).toBe(200);
    const record = await response.json();
    expect(Array.isArray(record.blocks)).toBe(true);
    expect(record.text).toContain("The committee met");
    expect(record.text).not.toContain("Unique opening words.");
  });

  it("answers a page it cannot extract with 422 and the JSON error record", async () => {
    const response = await postJson({ html: "" });
    expect(response.status).toBe(422);
    const record = await response.json();
    expect(record).toMatchObject({ title: "", text: "", code: "PITH_EMPTY_INPUT" });
    expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each([
    ["invalid JSON", "{not json", "application/json"],
    ["no html field", JSON.stringify({ url: "https://a.example/" }), "application/json"],
    ["an unknown format", JSON.stringify({ html: "<p>x</p>", format: "pdf" }), "application/json"],
    ["an unknown field", JSON.stringify({ html: "<p>x</p>", model: "x" }), "application/json"],
    [
      "an unknown option",
      JSON.stringify({ html: "<p>x</p>", options: { x: 1 } }),
      "application/json",
    ],
    [
      "a bad option",
      JSON.stringify({ html: "<p>x</p>", options: { blocks: "yes" } }),
      "application/json",
    ],
    [
      "an invalid selector",
      JSON.stringify({ html: "<p>x</p>", options: { include: ["a[["] } }),
      "application/json",
    ],
    ["a relative url", JSON.stringify({ html: "<p>x</p>", url: "/a" }), "application/json"],
  ])("answers %s with 400 PITH_INVALID_ARGUMENT", async (_name, body, type) => {
    const response = await post("/extract", body, { "content-type": type });
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.code).toBe("PITH_INVALID_ARGUMENT");
    expect(typeof answer.error).toBe("string");
  });

  it("answers an unknown ?format= with 400", async () => {
    const response = await postHtml("/extract?format=docx", ARTICLE);
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("PITH_INVALID_ARGUMENT");
  });
});

describe("GET /health, /metrics, /openapi.json", () => {
  it("reports health: model, workers, queue", async () => {
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      model: "default",
      workers: 1,
      queued: 0,
    });
  });

  it("counts pages, errors by code and latency in Prometheus text", async () => {
    const metric = async (name: string) => {
      const text = await (await fetch(`${base}/metrics`)).text();
      const line = text.split("\n").find((candidate) => candidate.startsWith(`${name} `));
      return line === undefined ? 0 : Number(line.slice(name.length + 1));
    };
    const response = await fetch(`${base}/metrics`);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const before = {
      pages: await metric("pith_pages_total"),
      empty: await metric('pith_page_errors_total{code="PITH_EMPTY_INPUT"}'),
      count: await metric("pith_page_duration_seconds_count"),
    };
    await (await postHtml("/extract", ARTICLE)).arrayBuffer();
    await (await postJson({ html: "" })).arrayBuffer();
    expect(await metric("pith_pages_total")).toBe(before.pages + 2);
    expect(await metric('pith_page_errors_total{code="PITH_EMPTY_INPUT"}')).toBe(before.empty + 1);
    expect(await metric("pith_page_duration_seconds_count")).toBe(before.count + 2);
    expect(await metric('pith_page_duration_seconds_bucket{le="+Inf"}')).toBe(before.count + 2);
    expect(await metric("pith_workers")).toBe(1);
    expect(await metric("pith_queue_depth")).toBe(0);
  });

  it("describes itself in OpenAPI 3.1", async () => {
    const document = await (await fetch(`${base}/openapi.json`)).json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/extract", "/health", "/metrics", "/openapi.json"]),
    );
    expect(Object.keys(document.paths["/extract"].post.responses)).toEqual(
      expect.arrayContaining(["200", "400", "413", "422", "503"]),
    );
  });
});

describe("errors outside POST /extract (issue 54)", () => {
  it("answers an unknown route with 404 and a JSON body with a code", async () => {
    const response = await fetch(`${base}/nope`);
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body.code).toBe("PITH_NOT_FOUND");
    expect(body.error).toContain("POST /extract");
  });

  it("answers GET /extract with 405, Allow: POST and a code", async () => {
    const response = await fetch(`${base}/extract`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect((await response.json()).code).toBe("PITH_UNSUPPORTED");
  });

  it("answers a form body with 415 naming the media types it takes", async () => {
    const response = await post("/extract", "html=%3Cp%3Ex", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(415);
    const body = await response.json();
    expect(body.code).toBe("PITH_UNSUPPORTED");
    for (const type of ["text/html", "application/xhtml+xml", "application/json"])
      expect(body.error).toContain(type);
  });
});

describe("selector bombs (issue 56, row 4)", () => {
  it("answers an include selector nesting :has() 30 deep with 400 at once", async () => {
    const bomb = `:has(${":has(".repeat(29)}*${")".repeat(30)}`;
    const html = `${"<div>".repeat(500)}<p>deep</p>${"</div>".repeat(500)}`;
    const started = performance.now();
    const response = await postJson({ html, options: { include: [bomb] } });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe("PITH_INVALID_ARGUMENT");
    expect(body.error).toMatch(/:has\(\) inside :has\(\)/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
