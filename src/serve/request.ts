import { compile } from "css-select";
import { selectorListProblem } from "../batch/selector-limits.js";
import type { WorkerExtractOptions } from "../batch/task.js";
import { declaredType } from "../input/content-type.js";
import { isWebAddress } from "../input/fetch-page.js";
import { OUTPUT_FORMATS, type OutputFormat } from "../output/format.js";

/** A request `POST /extract` cannot serve: answered 400 with `PITH_INVALID_ARGUMENT`. */
export class BadRequest extends Error {
  readonly code = "PITH_INVALID_ARGUMENT";
  readonly statusCode = 400;
}

/** What one `POST /extract` asks for. */
export interface ExtractRequest {
  /** The page: bytes (HTML body, decoded in the worker) or a string (JSON body). */
  readonly page: string | Uint8Array;
  readonly url?: string;
  readonly format: OutputFormat;
  readonly options: WorkerExtractOptions;
}

/** Fields of the JSON body's `options`, as `pith extract`'s flags of the same names. */
const OPTION_FIELDS = new Set(["comments", "blocks", "include", "exclude", "keepStyle"]);
const BODY_FIELDS = new Set(["html", "url", "format", "options"]);

/** Response formats by media type, for `Accept`. */
const FORMAT_OF_TYPE: Record<string, OutputFormat> = {
  "application/json": "json",
  "text/plain": "text",
  "text/markdown": "markdown",
  "text/html": "html",
};

export const MEDIA_TYPE_OF_FORMAT: Record<OutputFormat, string> = {
  json: "application/json; charset=utf-8",
  text: "text/plain; charset=utf-8",
  markdown: "text/markdown; charset=utf-8",
  html: "text/html; charset=utf-8",
};

interface RawRequest {
  readonly body: unknown;
  readonly query: Record<string, unknown>;
  readonly headers: Record<string, string | string[] | undefined>;
}

/**
 * Reads a request: a raw HTML body (a Buffer: its `Content-Type` charset is the transport charset,
 * then the worker sniffs, as for a fetched page) with `?url=`, or a JSON body
 * `{ html, url?, format?, options? }`. The format comes from the body's `format`, else `?format=`,
 * else `Accept`, else JSON. Throws `BadRequest` for anything it cannot use.
 */
export function readExtractRequest(request: RawRequest): ExtractRequest {
  const queryFormat = optionalFormat(single(request.query.format, "format"), "?format=");
  const accepted = formatFromAccept(single(request.headers.accept, "Accept"));
  if (request.body instanceof Uint8Array) {
    const url = optionalUrl(single(request.query.url, "url"), "?url=");
    const charset = declaredType(single(request.headers["content-type"], "Content-Type")).charset;
    const format = queryFormat ?? accepted ?? "json";
    return {
      page: request.body,
      ...(url === undefined ? {} : { url }),
      format,
      options: extractOptions({}, format, url, charset),
    };
  }
  const body = request.body;
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new BadRequest('expected an HTML body or a JSON object { "html": "…" }');
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((key) => !BODY_FIELDS.has(key));
  if (unknown.length > 0)
    throw new BadRequest(
      `unknown field ${unknown.map((key) => `"${key}"`).join(", ")}: use ${[...BODY_FIELDS].join(", ")}`,
    );
  if (typeof fields.html !== "string") throw new BadRequest('"html" must be a string');
  const url = optionalUrl(fields.url, '"url"');
  const format = optionalFormat(fields.format, '"format"') ?? queryFormat ?? accepted ?? "json";
  return {
    page: fields.html,
    ...(url === undefined ? {} : { url }),
    format,
    options: extractOptions(fields.options ?? {}, format, url, undefined),
  };
}

function extractOptions(
  options: unknown,
  format: OutputFormat,
  url: string | undefined,
  transportCharset: string | undefined,
): WorkerExtractOptions {
  if (options === null || typeof options !== "object" || Array.isArray(options))
    throw new BadRequest('"options" must be an object');
  const fields = options as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((key) => !OPTION_FIELDS.has(key));
  if (unknown.length > 0)
    throw new BadRequest(
      `unknown option ${unknown.map((key) => `"${key}"`).join(", ")}: use ${[...OPTION_FIELDS].join(", ")}`,
    );
  for (const key of ["comments", "blocks", "keepStyle"])
    if (fields[key] !== undefined && typeof fields[key] !== "boolean")
      throw new BadRequest(`option "${key}" must be true or false`);
  const include = selectors(fields.include, "include");
  const exclude = selectors(fields.exclude, "exclude");
  return {
    // The content HTML is rebuilt only when the answer shows it, as in `pith extract`.
    html: format === "markdown" || format === "html",
    ...(url === undefined ? {} : { url }),
    ...(transportCharset === undefined ? {} : { transportCharset }),
    ...(fields.comments === undefined ? {} : { comments: fields.comments as boolean }),
    ...(fields.blocks === undefined ? {} : { blocks: fields.blocks as boolean }),
    ...(fields.keepStyle === undefined ? {} : { keepStyle: fields.keepStyle as boolean }),
    ...(include === undefined ? {} : { include }),
    ...(exclude === undefined ? {} : { exclude }),
  };
}

/** CSS selectors checked as `extract()` will compile them, so a typo is a 400, not a 422. */
function selectors(value: unknown, name: string): string[] | undefined {
  if (value === undefined) return undefined;
  const list = typeof value === "string" ? [value] : value;
  if (!Array.isArray(list) || !list.every((item) => typeof item === "string"))
    throw new BadRequest(`option "${name}" must be a CSS selector or a list of them`);
  const tooCostly = selectorListProblem(list);
  if (tooCostly !== undefined) throw new BadRequest(`option "${name}": ${tooCostly}`);
  for (const selector of list) {
    if (selector.trim() === "") throw new BadRequest(`option "${name}": a selector is empty`);
    try {
      compile(selector);
    } catch (error) {
      throw new BadRequest(`invalid ${name} selector "${selector}": ${(error as Error).message}`);
    }
  }
  return list;
}

function optionalFormat(value: unknown, where: string): OutputFormat | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !(OUTPUT_FORMATS as readonly string[]).includes(value))
    throw new BadRequest(
      `unknown format ${JSON.stringify(value)} in ${where}: use one of ${OUTPUT_FORMATS.join(", ")}`,
    );
  return value as OutputFormat;
}

/** `url` resolves links and fills metadata: anything but an absolute http(s) URL would drop them. */
function optionalUrl(value: unknown, where: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !isWebAddress(value) || !URL.canParse(value))
    throw new BadRequest(`${where} must be an absolute http(s) URL`);
  return value;
}

/**
 * The first media type of `Accept` that names a format (by quality, then order), undefined when
 * none does (`*` wildcards included): the default, JSON, applies.
 */
export function formatFromAccept(accept: string | undefined): OutputFormat | undefined {
  if (accept === undefined) return undefined;
  const ranked = accept
    .split(",")
    .map((part, index) => {
      const [type = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
      const q = parameters.find((parameter) => parameter.startsWith("q="));
      return { type, quality: q === undefined ? 1 : Number(q.slice(2)) || 0, index };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { type } of ranked)
    if (Object.hasOwn(FORMAT_OF_TYPE, type)) return FORMAT_OF_TYPE[type];
  return undefined;
}

/** A header or query parameter given once; given twice is ambiguous. */
function single(value: unknown, name: string): string | undefined {
  if (Array.isArray(value)) {
    if (name === "Accept") return value.join(",");
    throw new BadRequest(`${name} given more than once`);
  }
  return typeof value === "string" ? value : undefined;
}
