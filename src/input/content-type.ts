import MIMEType from "whatwg-mimetype";
import { encodingName } from "../decode/encoding-name.js";

/** Media types pith extracts from: HTML, and XHTML (its blocks are the same). */
const HTML_ESSENCES = new Set(["text/html", "application/xhtml+xml"]);

/** How far into an undeclared payload to look for HTML markup. */
const SNIFF_BYTES = 1024;
const HTML_MARKUP = /<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<title[\s>]/i;

/** What a `Content-Type` header says about a payload. */
export interface DeclaredType {
  /** `text/html`, …; null when the header is absent or unreadable. */
  readonly essence: string | null;
  /** WHATWG name of the declared charset when it names one (`iso-8859-1` → `windows-1252`). */
  readonly charset: string | undefined;
}

export function declaredType(header: string | null | undefined): DeclaredType {
  const type = header == null ? null : MIMEType.parse(header);
  if (type === null) return { essence: null, charset: undefined };
  const label = type.parameters.get("charset");
  return { essence: type.essence, charset: (label && encodingName(label)) || undefined };
}

/**
 * Whether a payload is a page to extract: declared HTML, or undeclared and starting like HTML
 * (old crawls and `resource` records often carry no type).
 */
export function isHtmlPayload(declared: DeclaredType, payload: Uint8Array): boolean {
  if (declared.essence !== null) return HTML_ESSENCES.has(declared.essence);
  const head = new TextDecoder("latin1").decode(payload.subarray(0, SNIFF_BYTES));
  return HTML_MARKUP.test(head);
}
