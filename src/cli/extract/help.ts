import { DEFAULT_POOL_OPTIONS } from "../../batch/extract-pool.js";
import { DEFAULT_EXTRACT_OPTIONS } from "../../extract/options.js";
import { USER_AGENT } from "../../input/fetch-page.js";
import { HTML_EXTENSIONS } from "../../input/walk-inputs.js";

const MiB = 1024 * 1024;

export const EXTRACT_HELP = `
Examples:
  $ pith extract page.html                          title and main text of one page, one block per line
  $ pith extract page.html --format markdown        Markdown, "# Title" on top
  $ pith extract page.html --format html > clean.html   a standalone, sanitised HTML document
  $ pith extract page.html --format json            title, text, metadata, confidence… as one object
  $ pith extract pages/ --out pages.jsonl           every page under pages/, one JSON line each
  $ pith extract pages/ --format markdown --out-dir md/   one .md file per page, same tree
  $ pith extract a.html b.html.gz --format text     several pages as text, each under "==> path <=="
  $ pith extract pages/ --blocks --html             JSON lines with every block's label and
                                                    probability, and the content as HTML
  $ pith extract https://example.com/story --format markdown   a page from the web
  $ curl -s https://example.com | pith extract - --url https://example.com
  $ pith extract pages/ --model my-model.json --jobs 4 --timeout 5000
  $ pith extract CC-MAIN-…-00000.warc.gz --out pages.jsonl   every HTML page of a crawl, with its URL
  $ pith extract crawl.warc.gz --format parquet --out pages.parquet   the same records as Parquet
  $ pith extract scraped.jsonl.gz --html-field content       pages stored as JSON lines
  $ cat pages.jsonl | pith extract --jsonl - -q > records.jsonl   a pipe: JSON lines in, records out
  $ parallel --pipe -k -N 500 pith extract --jsonl - -q < pages.jsonl > records.jsonl
                                                    the same, spread over cores by GNU parallel

Site rules (CSS selectors, repeatable; --exclude wins over --include):
  $ pith extract page.html --include "div.post-body" --exclude ".share-buttons" --exclude "aside"
  Blocks inside an --include match are content whatever the model says; blocks inside an
  --exclude match never are, and HTML output drops the whole element. An invalid selector is a
  usage error (exit 2) before any page is read.

Inputs:
  Files named ${HTML_EXTENSIONS} (any name with --force), directories (walked recursively,
  entries in byte order of their names; other files skipped), or - for standard input. Bytes
  may be gzipped and in any charset: it is sniffed as browsers do (BOM, --charset, <meta>; for
  pages that declare none and are not UTF-8, the statistics of their text: GBK, Big5,
  Shift_JIS, EUC-KR, windows-1251, …). UTF-8 that was misread before it reached pith ("donâ€™t")
  is given back as written. Only regular files are read: FIFOs and devices are error records.
  A symbolic link inside a directory that leads out of it is an error record
  (PITH_OUTSIDE_INPUT) unless --follow-links: a shared directory cannot hand over other files.
  Web archives (.warc, .warc.gz, as crawlers and Common Crawl write them; also inside directories)
  are streamed: every 2xx HTML response and HTML resource record is a page, read with its
  record's URL (links, metadata) and the charset of its HTTP Content-Type (else --charset).
  Records get "url" and "warc": {file, offset, recordId, date, status}; "source" is FILE@OFFSET,
  and --out-dir writes DIR/<archive name>/<offset>.md. Other records (requests, metadata,
  images, redirects, revisits) are counted in the summary; a record over the size limit or an
  archive cut short becomes an error record.
  JSON Lines files (.jsonl, .ndjson, optionally .gz; named as arguments, not found in
  directories, where such files are more often outputs or gold): one page per line, an object whose
  "html" field holds the page and "url" field its address (--html-field, --url-field). Records
  get "url" and "jsonl": {file, line}; "source" is FILE:LINE; --out-dir writes
  DIR/<file name>/<line>.md; a line that is not such an object becomes an error record.
  --jsonl - reads the same lines from standard input (source "-:LINE"), so Spark's RDD.pipe,
  Hadoop streaming, GNU parallel and xargs can drive pith: one record per page line, in input
  order, written as soon as it and the pages before it are done (memory stays flat); blank lines
  give no record, any other bad line an error record.
  Web addresses (http://, https://) are fetched when their turn comes, redirects followed, with
  User-Agent "${USER_AGENT}". The page is read with the charset of its
  Content-Type (else --charset) and its links resolve against the address it ended up at (the
  record's "url"; --url overrides). A failed status, a body that is not HTML, one over the size
  limit or a fetch over --timeout becomes an error record, and so does an address that is
  loopback, private, link-local or reserved (PITH_PRIVATE_ADDRESS, however it is spelled, after
  redirects too) unless --allow-private-addresses. --out-dir writes
  DIR/<host>/<path>.md (index for a path ending in /, the query after _). pith fetches as many
  pages at once as it has workers, with no delay between requests to a site and no robots.txt:
  for more than a handful of pages, crawl first and extract from the crawler's WARC archive.

Formats:
  text      the title and the byline lines under it ("By Jane Doe", "March 3, 2024"), a blank
            line, then the main text (its body: the headline and the byline are not repeated),
            one block (paragraph, heading, list item) per line, a table row's cells on one line
            between " | ", code in <pre> with its own lines and indentation; default for one page
  markdown  GitHub-flavoured Markdown: "# Title", headings, lists, tables, links, pictures, code
  html      a standalone HTML document: sanitised (no scripts, handlers or unsafe URLs) and inert
            (a Content-Security-Policy forbids scripts); --keep-style keeps class, id and style
  json      one object per page; several pages: an array of them
  jsonl     one object per line, in input order; the default for several pages
  parquet   the records as rows of one Parquet file (needs --out FILE): a column per field,
            objects flattened (metadata_author, warc_offset, jsonl_line…), absent fields null,
            zstd, row groups of 1000 pages written as they fill, so memory stays flat
  Records are {source, title, text, ms, error?, metadata, confidence, encoding, model, …}: "ms" is
  the time extract() took; --html adds "html", --blocks "blocks", --comments "comments".
  --comments in text, markdown and html: the user comments follow the text, after a blank line
  (text), under "## Comments" (markdown), in a Comments section after the article (html). Golds
  differ here: CleanEval counts comments as content, Dragnet and L3S-GN1 do not; pith keeps them
  out unless asked.
  A page that fails still gets its record, with "title": "", "text": "" and an "error" string
  (text, markdown, html: the error goes to stderr and no output is written for the page).
  Several pages in text go to one stream under "==> path <==" lines, or with --out-dir to one
  file each; markdown and html need --out-dir (DIR/<path below the input directory>.md|.html|.txt;
  with several arguments, each directory's pages go below DIR/<its name>/, a/pages and b/pages
  below DIR/a/pages/ and DIR/b/pages/).
  --no-links (links as their text) and --no-images apply to markdown and html; --frontmatter puts
  a YAML block (title, authors, published, url, site_name, language, tags) on top of markdown.
  The HTML is only rebuilt for markdown, html and --html: plain text and records skip that work.

Limits (see README "Limits"):
  input size   ${DEFAULT_EXTRACT_OPTIONS.maxBytes / MiB} MiB per page after gunzip; larger files and gzip bombs become errors
  nesting      elements deeper than ${DEFAULT_EXTRACT_OPTIONS.maxDepth} are flattened (as browsers cap nesting)
  time         --timeout per page (default ${DEFAULT_POOL_OPTIONS.timeout} ms): a stuck worker is terminated;
               a web address gets as long again to be fetched
  memory       each worker's heap is capped at ${DEFAULT_POOL_OPTIONS.maxHeapMb} MB; a page that needs more fails alone

Exit status:
  0  at least one page was extracted     1  no page could be extracted
  2  wrong arguments or usage`;
