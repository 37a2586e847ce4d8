import { brotliCompressSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type ArchiveEntry, readWarc, type SkipReason } from "../../src/input/warc.js";
import {
  chunked,
  httpResponse,
  requestRecord,
  warcFile,
  warcinfoRecord,
  warcRecord,
} from "./warc-bytes.js";

const PAGE = "<html><head><title>Caf\xe9</title></head><body><p>Caf\xe9 au lait.</p></body></html>";
const HTML = { "Content-Type": "text/html; charset=ISO-8859-1" };
const MSGTYPE = "application/http; msgtype=response";

async function read(
  archive: Uint8Array,
  maxBytes = 1 << 20,
): Promise<{ entries: ArchiveEntry[]; skipped: SkipReason[] }> {
  const entries: ArchiveEntry[] = [];
  const skipped: SkipReason[] = [];
  for await (const entry of readWarc(chunked(archive), {
    maxBytes,
    onSkip: (reason) => skipped.push(reason),
  }))
    entries.push(entry);
  return { entries, skipped };
}

/** A crawl as Common Crawl stores one: warcinfo, then request / response / metadata per URL. */
function crawl(): Buffer[] {
  return [
    warcinfoRecord(),
    requestRecord("https://a.example/"),
    warcRecord({
      type: "response",
      uri: "https://a.example/",
      id: "11111111-1111-1111-1111-111111111111",
      contentType: MSGTYPE,
      block: httpResponse("200 OK", HTML, PAGE),
    }),
    warcRecord({ type: "metadata", uri: "https://a.example/", block: "fetchTimeMs: 12\r\n" }),
    warcRecord({
      type: "response",
      uri: "https://a.example/logo.png",
      contentType: MSGTYPE,
      block: httpResponse("200 OK", { "Content-Type": "image/png" }, "\x89PNG\r\n"),
    }),
    warcRecord({
      type: "response",
      uri: "https://a.example/old",
      contentType: MSGTYPE,
      block: httpResponse(
        "301 Moved Permanently",
        { Location: "/new", "Content-Type": "text/html" },
        "<html>moved</html>",
      ),
    }),
    warcRecord({ type: "revisit", uri: "https://a.example/", block: "HTTP/1.1 200 OK\r\n\r\n" }),
  ];
}

describe("readWarc", () => {
  for (const gzip of [true, false]) {
    it(`yields the 2xx HTML responses of a ${gzip ? "gzipped" : "plain"} crawl with URL, charset and offset`, async () => {
      const records = crawl();
      const { entries, skipped } = await read(warcFile(records, gzip));
      expect(entries).toHaveLength(1);
      const page = entries[0];
      expect(page.kind).toBe("page");
      if (page.kind !== "page") return;
      expect(page.url).toBe("https://a.example/");
      expect(page.recordId).toBe("<urn:uuid:11111111-1111-1111-1111-111111111111>");
      expect(page.date).toBe("2024-03-01T12:00:00Z");
      expect(page.status).toBe(200);
      expect(page.charset).toBe("windows-1252");
      expect(Buffer.from(page.bytes).toString("latin1")).toBe(PAGE);
      // The offset is where the record's bytes begin in the file: the sizes of the records before it.
      const before = records.slice(0, 2);
      expect(page.offset).toBe(warcFile(before, gzip).length);
      expect(skipped.sort()).toEqual([
        "HTTP status not 2xx",
        "not HTML",
        "other record type",
        "other record type",
        "other record type",
        "other record type",
      ]);
    });
  }

  it("undoes chunked transfer, gzip and brotli content encodings", async () => {
    const body = "<html><body><p>Encoded text.</p></body></html>";
    const chunks = `1a\r\n${body.slice(0, 26)}\r\n${(body.length - 26).toString(16)}\r\n${body.slice(26)}\r\n0\r\n\r\n`;
    const archive = warcFile(
      [
        warcRecord({
          type: "response",
          uri: "https://t.example/",
          contentType: MSGTYPE,
          block: httpResponse(
            "200 OK",
            { "Content-Type": "text/html", "Transfer-Encoding": "chunked" },
            chunks,
          ),
        }),
        warcRecord({
          type: "response",
          uri: "https://g.example/",
          contentType: MSGTYPE,
          block: httpResponse(
            "200 OK",
            { "Content-Type": "text/html", "Content-Encoding": "gzip" },
            gzipSync(body),
          ),
        }),
        warcRecord({
          type: "response",
          uri: "https://b.example/",
          contentType: MSGTYPE,
          block: httpResponse(
            "200 OK",
            { "Content-Type": "text/html", "Content-Encoding": "br" },
            brotliCompressSync(body),
          ),
        }),
      ],
      true,
    );
    const { entries } = await read(archive);
    expect(
      entries.map((entry) =>
        entry.kind === "page" ? Buffer.from(entry.bytes).toString() : entry.message,
      ),
    ).toEqual([body, body, body]);
    expect(entries.every((entry) => entry.kind === "page" && entry.charset === undefined)).toBe(
      true,
    );
  });

  it("reads resource records, and undeclared payloads only when they look like HTML", async () => {
    const archive = warcFile(
      [
        warcRecord({
          type: "resource",
          uri: "https://r.example/",
          contentType: "text/html; charset=utf-8",
          block: PAGE,
        }),
        warcRecord({ type: "resource", uri: "https://r.example/data", block: "a,b\n1,2\n" }),
        warcRecord({
          type: "resource",
          uri: "https://r.example/page",
          block: `  <!DOCTYPE html>${PAGE}`,
        }),
      ],
      true,
    );
    const { entries, skipped } = await read(archive);
    expect(
      entries.map((entry) =>
        entry.kind === "page" ? [entry.url, entry.charset, entry.status] : entry,
      ),
    ).toEqual([
      ["https://r.example/", "UTF-8", undefined],
      ["https://r.example/page", undefined, undefined],
    ]);
    expect(skipped).toEqual(["not HTML"]);
  });

  it("turns an oversized payload into a problem and goes on with the next record", async () => {
    const big = `<html><body>${"<p>word</p>".repeat(200)}</body></html>`;
    const archive = warcFile(
      [
        warcRecord({
          type: "response",
          uri: "https://big.example/",
          contentType: MSGTYPE,
          block: httpResponse("200 OK", HTML, big),
        }),
        warcRecord({
          type: "response",
          uri: "https://a.example/",
          contentType: MSGTYPE,
          block: httpResponse("200 OK", HTML, PAGE),
        }),
      ],
      true,
    );
    const { entries } = await read(archive, 1000);
    expect(entries[0]).toMatchObject({
      kind: "error",
      offset: 0,
      url: "https://big.example/",
      message: "payload exceeds the limit of 1000 bytes",
    });
    expect(entries[1]).toMatchObject({ kind: "page", url: "https://a.example/" });
  });

  describe("an archive cut short", () => {
    const body = `<html><body>${"<p>Some words of the page.</p>".repeat(40)}</body></html>`;
    const records = [
      warcRecord({
        type: "response",
        uri: "https://a.example/",
        contentType: MSGTYPE,
        block: httpResponse("200 OK", HTML, body),
      }),
      warcRecord({
        type: "metadata",
        uri: "https://a.example/",
        block: `fetchTimeMs: 12\r\n${"x".repeat(500)}`,
      }),
      warcRecord({
        type: "response",
        uri: "https://b.example/",
        contentType: MSGTYPE,
        block: httpResponse("200 OK", HTML, body),
      }),
    ];
    const pagesAndProblems = (entries: ArchiveEntry[]) =>
      entries.map((entry) =>
        entry.kind === "page" ? `page ${entry.url}` : `error ${entry.offset} ${entry.url ?? ""}`,
      );

    for (const gzip of [true, false]) {
      const whole = warcFile(records, gzip);
      const [first, second] = [1, 2].map((n) => warcFile(records.slice(0, n), gzip).length);
      const kind = gzip ? "gzipped" : "plain";

      it(`${kind}: inside a page, that page becomes a problem (and reading does not hang)`, async () => {
        const { entries } = await read(whole.subarray(0, whole.length - 100));
        expect(pagesAndProblems(entries)).toEqual([
          "page https://a.example/",
          // A plain archive shows whose record it was; a cut gzip member cannot be read at all.
          `error ${second} ${gzip ? "" : "https://b.example/"}`,
        ]);
      });

      it(`${kind}: inside a skipped record, the problem says where the readable part ends`, async () => {
        const { entries } = await read(whole.subarray(0, Math.floor((first + second) / 2)));
        expect(pagesAndProblems(entries)).toEqual(["page https://a.example/", `error ${first} `]);
      });

      it(`${kind}: inside a record's header, a problem too`, async () => {
        const { entries } = await read(whole.subarray(0, second + 12));
        expect(pagesAndProblems(entries)).toEqual(["page https://a.example/", `error ${second} `]);
      });

      it(`${kind}: after the final line break of the last record, nothing is missing`, async () => {
        const { entries } = await read(gzip ? whole : whole.subarray(0, whole.length - 2));
        expect(pagesAndProblems(entries)).toEqual([
          "page https://a.example/",
          "page https://b.example/",
        ]);
      });
    }
  });

  it("stops at a damaged gzip member with a problem where it starts", async () => {
    const page = (url: string) =>
      warcRecord({
        type: "response",
        uri: url,
        contentType: MSGTYPE,
        block: httpResponse("200 OK", HTML, PAGE),
      });
    const damaged = Buffer.from(
      warcFile([page("https://a.example/"), page("https://b.example/")], true),
    );
    const second = warcFile([page("https://a.example/")], true).length;
    damaged.fill(0x41, second + 30, second + 50);
    const { entries } = await read(damaged);
    expect(entries.map((entry) => [entry.kind, entry.offset])).toEqual([
      ["page", 0],
      ["error", second],
    ]);
  });

  it("says so when the input is not WARC at all", async () => {
    const { entries } = await read(Buffer.from(`<!DOCTYPE html>\r\n\r\n${PAGE}`));
    expect(entries).toEqual([
      {
        kind: "error",
        offset: 0,
        message: "no WARC record at byte 0: the archive is cut short, damaged or not WARC",
        code: "PITH_MALFORMED_INPUT",
      },
    ]);
  });

  it("yields nothing and no problem for an empty archive", async () => {
    expect((await read(new Uint8Array(0))).entries).toEqual([]);
  });
});
