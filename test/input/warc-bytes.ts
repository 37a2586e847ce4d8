import { gzipSync } from "node:zlib";

/** One WARC record written out by hand (not by the library under test). */
export interface RecordSpec {
  readonly type: string;
  readonly uri?: string;
  /** The record block: for `response` records the whole HTTP response. */
  readonly block: string | Uint8Array;
  /** WARC Content-Type header, e.g. `application/http; msgtype=response`. */
  readonly contentType?: string;
  readonly id?: string;
}

export function warcRecord(spec: RecordSpec): Buffer {
  const block =
    typeof spec.block === "string" ? Buffer.from(spec.block, "latin1") : Buffer.from(spec.block);
  const headers = [
    "WARC/1.1",
    `WARC-Type: ${spec.type}`,
    `WARC-Record-ID: <urn:uuid:${spec.id ?? "00000000-0000-0000-0000-000000000000"}>`,
    "WARC-Date: 2024-03-01T12:00:00Z",
    ...(spec.uri === undefined ? [] : [`WARC-Target-URI: ${spec.uri}`]),
    ...(spec.contentType === undefined ? [] : [`Content-Type: ${spec.contentType}`]),
    `Content-Length: ${block.length}`,
  ];
  return Buffer.concat([
    Buffer.from(`${headers.join("\r\n")}\r\n\r\n`, "latin1"),
    block,
    Buffer.from("\r\n\r\n"),
  ]);
}

/** The record that opens a crawler's archive. */
export function warcinfoRecord(): Buffer {
  return warcRecord({
    type: "warcinfo",
    block: "software: hand\r\n",
    contentType: "application/warc-fields",
  });
}

/** The HTTP request a crawler stores before the response to it. */
export function requestRecord(uri: string): Buffer {
  const { host, pathname } = new URL(uri);
  return warcRecord({
    type: "request",
    uri,
    block: `GET ${pathname} HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
  });
}

/** An HTTP response as crawlers store it in a `response` record. */
export function httpResponse(
  status: string,
  headers: Record<string, string>,
  body: string | Uint8Array,
): Buffer {
  const head = [
    `HTTP/1.1 ${status}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return Buffer.concat([
    Buffer.from(`${head.join("\r\n")}\r\n\r\n`, "latin1"),
    typeof body === "string" ? Buffer.from(body, "latin1") : body,
  ]);
}

/** Records as one archive: plain, or gzipped one member per record (the `.warc.gz` convention). */
export function warcFile(records: readonly Buffer[], gzip: boolean): Buffer {
  return Buffer.concat(gzip ? records.map((record) => gzipSync(record)) : records);
}

/** An async source of `bytes` in chunks of `size`, as a file stream would deliver them. */
export async function* chunked(bytes: Uint8Array, size = 64): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += size)
    yield bytes.subarray(start, start + size);
}
