import { createRequire } from "node:module";
import { InputTooLargeError } from "../decode/decode.js";
import { HttpStatusError, PithError } from "../util/errors.js";
import { privateAddressError, privateLiteralHost, publicOnlyDispatcher } from "./address-policy.js";
import { declaredType, isHtmlPayload } from "./content-type.js";

/** A page read over HTTP(S). */
export interface FetchedPage {
  readonly bytes: Uint8Array;
  /** Its address after redirects: what its relative links resolve against. */
  readonly url: string;
  /** WHATWG name of the charset its `Content-Type` declared, if any. */
  readonly charset?: string;
}

export interface FetchPageOptions {
  /** Largest body accepted, in bytes as received (a compressed body is capped again when decoded). */
  readonly maxBytes: number;
  /** Time for the whole exchange, body included, in ms. */
  readonly timeoutMs: number;
  /**
   * Fetch loopback, private, link-local and reserved addresses too (and follow redirects to them).
   * Off by default: a page named by someone else must not reach this machine's own services or
   * the cloud's metadata service (SSRF).
   */
  readonly allowPrivateAddresses?: boolean;
}

/** Redirects followed before giving up, as browsers do. */
const MAX_REDIRECTS = 20;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const VERSION = (createRequire(import.meta.url)("../../package.json") as { version: string })
  .version;

/** Who is asking, honestly: sites that refuse robots can tell. */
export const USER_AGENT = `Mozilla/5.0 (compatible; pith/${VERSION})`;

const WEB_ADDRESS = /^https?:\/\//i;

/** Whether a command-line argument is an http(s) address rather than a path. */
export function isWebAddress(argument: string): boolean {
  return WEB_ADDRESS.test(argument);
}

/**
 * The page at `address`, following redirects. Errors say what went wrong in a reader's words: the
 * HTTP status of a failed response, a body that is not HTML (a PDF, an image), one over `maxBytes`
 * (refused from its `Content-Length` before reading, or as it streams past the limit), an exchange
 * over `timeoutMs`, or the network's reason (no such host, connection refused).
 */
export async function fetchPage(address: string, options: FetchPageOptions): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await fetchFollowingRedirects(address, options, signal);
    if (!response.ok) {
      await response.body?.cancel();
      throw new HttpStatusError(response.status, response.statusText);
    }
    const declared = declaredType(response.headers.get("content-type"));
    const bytes = await cappedBody(response, options.maxBytes);
    if (!isHtmlPayload(declared, bytes))
      throw new PithError(
        "PITH_NOT_HTML",
        `not an HTML page (Content-Type: ${declared.essence ?? "none"})`,
      );
    return { bytes, url: response.url || address, charset: declared.charset };
  } catch (error) {
    if (signal.aborted)
      throw new PithError(
        "PITH_TIMEOUT",
        `timed out after ${options.timeoutMs} ms fetching the page`,
      );
    if (error instanceof PithError) throw error;
    // The address policy's refusal comes back as the cause of fetch's "fetch failed".
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof PithError) throw cause;
    throw new PithError("PITH_NETWORK", networkReason(error), { cause: error });
  }
}

/**
 * The response at the end of the redirects. Under the address policy every hop is checked: an
 * address literal before connecting, a name when it is looked up (the dispatcher), so a public
 * page cannot redirect to http://169.254.169.254/ or http://127.1/.
 */
async function fetchFollowingRedirects(
  address: string,
  options: FetchPageOptions,
  signal: AbortSignal,
): Promise<Response> {
  const guarded = options.allowPrivateAddresses !== true;
  const dispatcher = guarded ? await publicOnlyDispatcher() : undefined;
  let url = new URL(address);
  for (let redirects = 0; ; redirects++) {
    const literal = guarded ? privateLiteralHost(url) : undefined;
    if (literal !== undefined) throw privateAddressError(literal, literal);
    const response = await fetch(url, {
      signal,
      redirect: guarded ? "manual" : "follow",
      headers: {
        "user-agent": USER_AGENT,
        accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
      },
      ...(dispatcher === undefined ? {} : { dispatcher }),
    } as RequestInit);
    const location = response.headers.get("location");
    if (!guarded || !REDIRECT_STATUSES.has(response.status) || location === null) {
      // A manual fetch leaves `url` empty: the page's address is where the last hop went.
      return response.url === "" ? withUrl(response, url.href) : response;
    }
    await response.body?.cancel();
    if (redirects >= MAX_REDIRECTS) throw new PithError("PITH_NETWORK", "too many redirects");
    url = new URL(location, url);
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new PithError("PITH_NETWORK", `redirect to a ${url.protocol} address: not followed`);
  }
}

/** The response, answering `url` with where it was fetched from. */
function withUrl(response: Response, url: string): Response {
  Object.defineProperty(response, "url", { value: url });
  return response;
}

async function cappedBody(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declaredLength = Number(response.headers.get("content-length"));
  if (declaredLength > maxBytes) {
    await response.body?.cancel();
    throw new InputTooLargeError(declaredLength, maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body !== null) {
    for await (const chunk of response.body) {
      size += chunk.length;
      // Leaving the loop cancels the rest of the body.
      if (size > maxBytes) throw new InputTooLargeError(size, maxBytes);
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks);
}

/** What the network's error codes mean, for people. */
const NETWORK_REASONS: Readonly<Record<string, string>> = {
  ENOTFOUND: "no such host",
  EAI_AGAIN: "host name lookup failed for now",
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset by the server",
  ETIMEDOUT: "connection timed out",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  UND_ERR_SOCKET: "connection closed before the body ended",
  UND_ERR_CONNECT_TIMEOUT: "connection timed out",
  UND_ERR_HEADERS_TIMEOUT: "no response headers in time",
  UND_ERR_BODY_TIMEOUT: "the body stopped arriving",
};

/**
 * `fetch failed` says nothing: the reason is in its cause (ENOTFOUND, ECONNREFUSED, a bad
 * certificate), said in words; a system error's code stays in parentheses for searching.
 */
function networkReason(error: unknown): string {
  const cause = ((error as { cause?: unknown }).cause ?? error) as {
    code?: string;
    message?: string;
  };
  const code = cause.code;
  const words = code === undefined ? undefined : NETWORK_REASONS[code];
  if (words !== undefined) return code?.startsWith("UND_ERR") ? words : `${words} (${code})`;
  return cause.message ?? (error as Error).message ?? String(error);
}
