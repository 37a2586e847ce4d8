/**
 * Writes examples/crawl.warc.gz, the bundled web archive `pith extract examples/crawl.warc.gz`
 * reads: a small crawl as crawlers store one (warcinfo; request and response per fetch) holding
 * examples/article.html, a page in ISO-8859-1 that only its HTTP header declares, an image and a
 * redirect. Fixed record ids and dates, so the file is the same on every run:
 *   npx tsx bench/example-crawl.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { WARCRecord, WARCSerializer } from "warcio";

const DATE = "2026-03-14T09:30:00Z";
const article = readFileSync("examples/article.html");
const LATIN1_PAGE = Buffer.from(
  "<html><head><title>Caf\xe9s of the harbour</title></head><body>" +
    '<nav><a href="/">Home</a> <a href="/food/">Food</a> <a href="/drink/">Drink</a></nav>' +
    "<article><h1>Caf\xe9s of the harbour</h1>" +
    "<p>The caf\xe9 by the pier opens at six, when the first ferry comes in, and serves cr\xe8me br\xfbl\xe9e " +
    "and strong coffee to the crews unloading the night's catch. By nine the tables fill with walkers.</p>" +
    "<p>Further along the quay, a bakery sells rye bread and cardamom buns until they run out, which on " +
    'a sunny Saturday is before noon. <a href="menu.html">See the menu</a> for the rest of the day.</p>' +
    "</article><footer>\xa9 Harbour Guide</footer></body></html>",
  "latin1",
);

let serial = 0;
function record(
  type: "request" | "response",
  url: string,
  statusline: string,
  httpHeaders: Record<string, string>,
  body: Uint8Array = new Uint8Array(0),
): WARCRecord {
  serial++;
  return WARCRecord.create(
    {
      url,
      type,
      date: DATE,
      statusline,
      httpHeaders,
      warcHeaders: {
        "WARC-Record-ID": `<urn:uuid:00000000-0000-4000-8000-${String(serial).padStart(12, "0")}>`,
      },
    },
    [body],
  );
}

function fetched(url: string, status: string, headers: Record<string, string>, body?: Uint8Array) {
  const { host, pathname } = new URL(url);
  return [
    record("request", url, `GET ${pathname} HTTP/1.1`, { Host: host }),
    record("response", url, `HTTP/1.1 ${status}`, headers, body),
  ];
}

const records = [
  WARCRecord.createWARCInfo(
    {
      filename: "crawl.warc.gz",
      date: DATE,
      warcHeaders: { "WARC-Record-ID": "<urn:uuid:00000000-0000-4000-8000-000000000000>" },
    },
    { software: "pith examples (bench/example-crawl.ts)" },
  ),
  ...fetched(
    "https://courier.example/science/tide-pools",
    "200 OK",
    { "Content-Type": "text/html; charset=utf-8" },
    article,
  ),
  ...fetched(
    "https://courier.example/logo.png",
    "200 OK",
    { "Content-Type": "image/png" },
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
  ),
  ...fetched("https://harbour.example/old-guide", "301 Moved Permanently", {
    Location: "/guide/cafes",
  }),
  ...fetched(
    "https://harbour.example/guide/cafes",
    "200 OK",
    { "Content-Type": "text/html; charset=iso-8859-1" },
    LATIN1_PAGE,
  ),
];
const parts: Uint8Array[] = [];
for (const warc of records) parts.push(await WARCSerializer.serialize(warc, { gzip: true }));
writeFileSync("examples/crawl.warc.gz", Buffer.concat(parts));
console.log(`wrote examples/crawl.warc.gz (${records.length} records)`);
