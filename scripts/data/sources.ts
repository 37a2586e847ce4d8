/**
 * Where each public dataset comes from, what it is published as, and how it becomes docs/data.md's
 * layout. docs/data.md ("Getting them") and decision 0061 say how each source was established.
 */
import { gunzipSync } from "node:zlib";
import { type Files, readTarFile, type TarInfo } from "./archive.js";
import {
  convertCleanEval,
  convertDragnet,
  convertFundus,
  convertL3s,
  convertWcxb,
  wantDragnet,
  wantFundus,
  wantL3s,
  wantWcxb,
} from "./convert.js";
import type { Artifact, Obtained } from "./fetch.js";
import type { Conversion } from "./layout.js";

export const DATASETS = ["l3s-gn1", "dragnet", "cleaneval-dev", "wcxb", "fundus"] as const;
export type DatasetName = (typeof DATASETS)[number];

export interface DatasetSource {
  name: DatasetName;
  /** The README's heading, before the counts. */
  title: string;
  /** What the pages are, for the README. */
  about: string;
  /** What each gold field means, for the README. */
  gold: string;
  licence: string;
  /** The files to download. */
  artifacts: Artifact[];
  /** How the files become the layout's pages and records. */
  convert(files: Obtained[]): Promise<Conversion & { revision?: string }>;
}

const gunzip = (bytes: Uint8Array): Uint8Array => gunzipSync(bytes);

async function tarFiles(
  obtained: Obtained,
  want: (path: string) => boolean,
  name: string,
): Promise<{ files: Files; info: TarInfo }> {
  return readTarFile(obtained.path, want, name);
}

function merge(...maps: Files[]): Files {
  const all: Files = new Map();
  for (const map of maps) for (const [path, bytes] of map) all.set(path, bytes);
  return all;
}

/** A GitHub repository's default branch as a gzipped tarball (the REST API's archive link). */
function githubTarball(repo: string): string {
  return `https://api.github.com/repos/${repo}/tarball`;
}

const CHATNOIR = "chatnoir-eu/web-content-extraction-benchmark";

export const SOURCES: Record<DatasetName, DatasetSource> = {
  "l3s-gn1": {
    name: "l3s-gn1",
    title: "L3S-GN1",
    about:
      "News articles collected from Google News in 2008 and annotated by hand with the boilerpipe labels (Kohlschütter et al., WSDM 2010): the L3S-GN1-20100130203947-00001 corpus as the 2023 web content extraction benchmark (Bevendorff et al.) redistributes it in `datasets/raw.tar.xz` (Git LFS).",
    gold: "`text` = headline + full text + supplemental (as in the 2023 benchmark); `segments` keep every label (`x-nc-sel1`…`5`: headline, fulltext, supplemental, related, comments) in page order; `comments` holds the user comments; `title` = the first headline segment; `url` from the corpus's `url-mapping.txt`.",
    licence: "research use, see the original corpus (the benchmark's code is Apache-2.0)",
    artifacts: [
      {
        file: "web-content-extraction-benchmark-raw.tar.xz",
        lfs: {
          repo: CHATNOIR,
          oid: "bf982d84a50eebdc16f15049af885643a87c31c7fa836e8086868893cdac7520",
          size: 69590140,
        },
      },
    ],
    async convert([raw]) {
      const { files } = await tarFiles(raw, wantL3s, raw.path);
      if (files.size === 0)
        throw new Error(`${raw.path} holds no l3s-gn1/original or annotated pages`);
      return convertL3s(files);
    },
  },
  dragnet: {
    name: "dragnet",
    title: "Dragnet",
    about:
      "News and blog pages from the Dragnet project (Peters & Lecocq, WWW 2013), with hand-corrected gold: the `dragnet_HTML.tar.gz` and `dragnet_Corrected.tar.gz` archives of seomoz/dragnet_data.",
    gold: "`text` = the article content (the Corrected file before `!@#$%^&*()  COMMENTS`); `comments` = the user comments after it. `url` and `site` come from the page's canonical link, og:url or base element when it has one, else null.",
    licence: "AGPL-3.0 (the dragnet_data README: the data, unlike Dragnet's MIT code)",
    artifacts: [
      {
        file: "dragnet_HTML.tar.gz",
        urls: ["https://raw.githubusercontent.com/seomoz/dragnet_data/HEAD/dragnet_HTML.tar.gz"],
      },
      {
        file: "dragnet_Corrected.tar.gz",
        urls: [
          "https://raw.githubusercontent.com/seomoz/dragnet_data/HEAD/dragnet_Corrected.tar.gz",
        ],
      },
    ],
    async convert([html, corrected]) {
      const pages = await tarFiles(html, wantDragnet, html.path);
      const gold = await tarFiles(corrected, wantDragnet, corrected.path);
      return convertDragnet(merge(pages.files, gold.files));
    },
  },
  "cleaneval-dev": {
    name: "cleaneval-dev",
    title: "CleanEval development set",
    about:
      "English pages of every kind from the CleanEval shared task (Baroni et al., LREC 2008), development set: `en-original.tgz` and `en-cleaned.tgz` as the task's site published them (Leeds, mirrored at Trento).",
    gold: "`text` = the cleaned text; `segments` keep the annotators' paragraph / heading / list marks (`<p>`, `<h>`, `<l>`); `url` from the page's `<text id=…>` wrapper or the cleaned file's `URL:` line; `title` from the wrapper's `title` attribute, where it has one.",
    licence: "the CleanEval task's (research use)",
    artifacts: [
      {
        file: "en-original.tgz",
        urls: [
          "http://corpus1.leeds.ac.uk/cleaneval/devel/en-original.tgz",
          "http://polorovereto.unitn.it/~baroni/cleaneval/devel/en-original.tgz",
        ],
      },
      {
        file: "en-cleaned.tgz",
        urls: [
          "http://corpus1.leeds.ac.uk/cleaneval/devel/en-cleaned.tgz",
          "http://polorovereto.unitn.it/~baroni/cleaneval/devel/en-cleaned.tgz",
        ],
      },
    ],
    async convert([original, cleaned]) {
      const all = () => true;
      const pages = await tarFiles(original, all, original.path);
      const gold = await tarFiles(cleaned, all, cleaned.path);
      return convertCleanEval(pages.files, gold.files);
    },
  },
  wcxb: {
    name: "wcxb",
    title: "WCXB development split",
    about:
      "The development split (`dev/`) of WCXB, the Web Content Extraction Benchmark (Foley, 2026), from the default branch of Murrough-Foley/web-content-extraction-benchmark: modern pages of seven types (article, forum, product, collection, listing, documentation, service).",
    gold: "`text` = main content; `title`; `page_type` (the benchmark's primary page type); `with` = snippets that must be extracted, `without` = boilerplate snippets that must not be; `markdown` = the main content as Markdown; `author`, `published` = the page's author and publication date, where it has them.",
    licence: "CC-BY-4.0 (the data; see the repository's LICENSE for its code)",
    artifacts: [
      {
        file: "web-content-extraction-benchmark.tar.gz",
        urls: [githubTarball("Murrough-Foley/web-content-extraction-benchmark")],
      },
    ],
    async convert([archive]) {
      const { files, info } = await tarFiles(archive, wantWcxb, archive.path);
      if (files.size === 0)
        throw new Error(`${archive.path} has no dev/ground-truth or dev/html files`);
      return { ...convertWcxb(files, gunzip), revision: info.comment };
    },
  },
  fundus: {
    name: "fundus",
    title: "Fundus news pages",
    about:
      "Modern news articles from the parser test pages of the Fundus news crawler (flairNLP/fundus, default branch): `tests/resources/parser/test_data/<country>/<Publisher>_<date>.html.gz` with the expected extraction of each parser version in `<Publisher>.json` and the page's URL in the country's `meta.info`.",
    gold: "`text` = the article body as Fundus's per-publisher parser extracts it: the lead (summary), then each section's subheading and paragraphs, one per line; no headline (`title` holds it), no byline, and normally no captions. `author` = the authors, comma-separated; `published` = the publication time; `country` = the publisher's country code.",
    licence: "MIT (Fundus; the pages are their publishers')",
    artifacts: [{ file: "fundus.tar.gz", urls: [githubTarball("flairNLP/fundus")] }],
    async convert([archive]) {
      const { files, info } = await tarFiles(archive, wantFundus, archive.path);
      if (files.size === 0)
        throw new Error(`${archive.path} has no tests/resources/parser/test_data`);
      return { ...convertFundus(files, gunzip), revision: info.comment };
    },
  },
};
