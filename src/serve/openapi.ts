import { OUTPUT_FORMATS } from "../output/format.js";

const errorBody = {
  type: "object",
  required: ["error", "code"],
  properties: { error: { type: "string" }, code: { type: "string", pattern: "^PITH_" } },
};

const json = (schema: object) => ({ "application/json": { schema } });

/**
 * The OpenAPI 3.1 document of `pith serve`, served at `GET /openapi.json`. The record's own schema
 * is schema/record.schema.json (in the package as `pith/schema/record.schema.json`).
 */
export function openApiDocument(version: string): object {
  return {
    openapi: "3.1.0",
    info: {
      title: "pith serve",
      version,
      description:
        "Main-content extraction over HTTP: POST a page's HTML, get its main content back. " +
        "The service extracts the HTML it is given and fetches nothing: `url` only resolves " +
        "relative links and fills metadata. Every error body is JSON `{error, code}`; a path " +
        "not listed here is a 404 with code PITH_NOT_FOUND.",
    },
    paths: {
      "/extract": {
        post: {
          summary: "Extract the main content of one page",
          parameters: [
            {
              name: "format",
              in: "query",
              description: "Response format; else the body's `format`, else `Accept`, else json.",
              schema: { type: "string", enum: OUTPUT_FORMATS },
            },
            {
              name: "url",
              in: "query",
              description: "With an HTML body: the page's address (resolves links, metadata).",
              schema: { type: "string", format: "uri" },
            },
            {
              name: "Accept",
              in: "header",
              description: "application/json, text/plain, text/markdown or text/html.",
              schema: { type: "string" },
            },
          ],
          requestBody: {
            required: true,
            content: {
              "text/html": {
                description:
                  "The page's bytes in any encoding: the charset of Content-Type first, then sniffing.",
                schema: { type: "string", format: "binary" },
              },
              "application/json": {
                schema: {
                  type: "object",
                  required: ["html"],
                  additionalProperties: false,
                  properties: {
                    html: { type: "string" },
                    url: { type: "string", format: "uri" },
                    format: { type: "string", enum: OUTPUT_FORMATS },
                    options: {
                      type: "object",
                      additionalProperties: false,
                      properties: {
                        comments: { type: "boolean" },
                        blocks: { type: "boolean" },
                        keepStyle: { type: "boolean" },
                        include: { type: "array", items: { type: "string" } },
                        exclude: { type: "array", items: { type: "string" } },
                      },
                    },
                  },
                },
              },
            },
          },
          responses: {
            "200": {
              description:
                "The page's main content: the JSON record of `pith extract --format json` " +
                "(schema/record.schema.json), or text, Markdown or a standalone HTML document.",
              content: {
                "application/json": { schema: { $ref: "#/components/schemas/Record" } },
                "text/plain": { schema: { type: "string" } },
                "text/markdown": { schema: { type: "string" } },
                "text/html": { schema: { type: "string" } },
              },
            },
            "400": {
              description: "Invalid request (PITH_INVALID_ARGUMENT)",
              content: json(errorBody),
            },
            "413": {
              description: "Body over --max-body (PITH_TOO_LARGE)",
              content: json(errorBody),
            },
            "405": {
              description: "Another method than POST (PITH_UNSUPPORTED), with Allow",
              content: json(errorBody),
            },
            "408": {
              description:
                "The request was not received whole within --request-timeout (PITH_TIMEOUT)",
              content: json(errorBody),
            },
            "415": {
              description:
                "Neither HTML nor JSON (PITH_UNSUPPORTED): text/html, application/xhtml+xml or application/json",
              content: json(errorBody),
            },
            "422": {
              description: "The page could not be extracted: its error record, with its code",
              content: json({ $ref: "#/components/schemas/Record" }),
            },
            "503": {
              description: "Queue full (or shutting down): retry after Retry-After seconds",
              headers: { "Retry-After": { schema: { type: "integer" } } },
              content: json(errorBody),
            },
          },
        },
      },
      "/health": {
        get: {
          summary: "Liveness and load",
          responses: {
            "200": {
              description: "Serving",
              content: json({
                type: "object",
                required: ["status", "model", "workers", "queued"],
                properties: {
                  status: { const: "ok" },
                  model: { type: "string" },
                  workers: { type: "integer" },
                  queued: { type: "integer" },
                },
              }),
            },
          },
        },
      },
      "/metrics": {
        get: {
          summary: "Prometheus metrics (text exposition format 0.0.4)",
          responses: {
            "200": {
              description: "Metrics",
              content: { "text/plain": { schema: { type: "string" } } },
            },
          },
        },
      },
      "/openapi.json": {
        get: {
          summary: "This document",
          responses: { "200": { description: "OpenAPI 3.1", content: json({ type: "object" }) } },
        },
      },
    },
    components: {
      schemas: {
        Record: {
          description: "schema/record.schema.json; `source` is the request's id.",
          type: "object",
          required: ["source", "title", "text", "ms"],
          properties: {
            source: { type: "string" },
            url: { type: "string" },
            title: { type: "string" },
            text: { type: "string" },
            ms: { type: "number" },
            error: { type: "string" },
            code: { type: "string" },
          },
        },
      },
    },
  };
}
