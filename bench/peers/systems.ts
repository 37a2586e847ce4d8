import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { HELD_OUT_MODELS_DIR, heldOutModels, heldOutModelsMissing } from "../held-out-models.js";
import { htmlToText } from "./html-to-text.js";

/**
 * One contestant of the race: decoded HTML in, main-content text out. `run` includes building
 * whatever DOM the system needs, because callers pay for that too; the shared HTML → text step is
 * applied outside the timed part. Libraries are imported inside `load` so that a child process
 * holds only its own system's code and its RSS is attributable.
 */
export interface PeerSystem {
  readonly name: string;
  /** How the system is run, for the results table. */
  readonly description: string;
  /** Why the system cannot run here (e.g. models not built yet); undefined when it can. */
  unavailable?(): string | undefined;
  load(): Promise<PeerRunner>;
}

export interface PeerRunner {
  /**
   * Timed: the system's own work. Returns HTML (`kind: "html"`) or text, or null for "no article".
   * `key` (`<dataset>/<id>`) lets a held-out system pick the model that never saw the page's site.
   */
  extract(html: string, url: string | undefined, key: string): Promise<PeerOutput>;
}

/**
 * What a system returned: its content as HTML or text, and the title it reports apart from the
 * content, when it does (scored with the content where the gold starts with the headline).
 */
export type PeerOutput = {
  readonly kind: "html" | "text";
  readonly value: string;
  readonly title?: string;
  /** pith's byline lines, which its text leaves out (scored where the gold keeps them). */
  readonly byline?: string | null;
  /**
   * What a system that runs in a process of its own (trafilatura, in Python) measured there: its
   * own time and that process's peak RSS, which replace the race child's, so the pipe between them
   * is not charged to the system and the memory reported is the system's.
   */
  readonly ownProcess?: { readonly ms: number; readonly maxRssKiB: number };
} | null;

/** Untimed: the text that is scored. */
export function outputText(output: PeerOutput): string {
  if (output === null) return "";
  return output.kind === "html" ? htmlToText(output.value) : output.value;
}

/**
 * pith races as users run it, compiled by `npm run build` (which `npm run bench:peers` runs
 * first), not through the benchmark's own TypeScript loader: tsx's transform wraps every closure
 * it creates in a naming helper, which cost pith 3–6 % of its time per page.
 */
const PITH_BUILD = new URL("../../dist/", import.meta.url);

async function loadPithBuild() {
  const [extractModule, formatModule] = await Promise.all([
    import(new URL("extract/extract.js", PITH_BUILD).href) as Promise<
      typeof import("../../src/extract/extract.js")
    >,
    import(new URL("output/format.js", PITH_BUILD).href) as Promise<
      typeof import("../../src/output/format.js")
    >,
  ]);
  return { extract: extractModule.extract, textWithComments: formatModule.textWithComments };
}

function pithBuildMissing(): string | undefined {
  return existsSync(new URL("extract/extract.js", PITH_BUILD))
    ? undefined
    : "pith is not built: run `npm run build` first";
}

function pith(name: string, model: string | undefined): PeerSystem {
  return {
    name,
    description:
      model === undefined
        ? "pith `extract()` with the default model"
        : `pith \`extract()\` with \`model: "${model}"\``,
    unavailable: pithBuildMissing,
    async load() {
      const { extract } = await loadPithBuild();
      return {
        async extract(html, url) {
          const result = extract(
            html,
            model === undefined ? { url, html: false } : { url, model, html: false },
          );
          return { kind: "text", value: result.text, title: result.title, byline: result.byline };
        },
      };
    },
  };
}

/**
 * pith's default recipe scored honestly: every page is extracted by the fold model that was
 * trained without the page's site, so its accuracy is by-site cross-validation under race
 * conditions (same pages, same text conversion, same clock as every other system). With
 * `withComments`, the user comments pith finds follow the main text, as `pith extract --comments`
 * writes them: the convention of golds that keep comments as content (CleanEval), where Dragnet's and L3S-GN1's
 * separate them.
 */
function pithHeldOut(name: string, withComments: boolean): PeerSystem {
  return {
    name,
    description: `pith \`extract()\` with the fold model of ${HELD_OUT_MODELS_DIR} that did not train on the page's site (by-site 4-fold CV of the default recipe)${withComments ? ", user comments appended to the main text" : ""}`,
    unavailable: () => pithBuildMissing() ?? heldOutModelsMissing(),
    async load() {
      const { extract, textWithComments } = await loadPithBuild();
      const modelFor = heldOutModels();
      return {
        async extract(html, url, key) {
          const model = modelFor(key);
          const result = extract(html, { url, model, html: false, comments: withComments });
          return {
            kind: "text",
            value: textWithComments(result),
            title: result.title,
            byline: result.byline,
          };
        },
      };
    },
  };
}

const readabilityJsdom: PeerSystem = {
  name: "readability-jsdom",
  description:
    "@mozilla/readability 0.6 on jsdom 26: `new JSDOM(html, {url})`, `new Readability(doc).parse()`",
  async load() {
    const [{ JSDOM }, { Readability }] = await Promise.all([
      import("jsdom"),
      import("@mozilla/readability"),
    ]);
    return {
      async extract(html, url) {
        const dom = new JSDOM(html, url === undefined ? {} : { url });
        try {
          const article = new Readability(dom.window.document).parse();
          return article?.content
            ? { kind: "html", value: article.content, title: article.title ?? "" }
            : null;
        } finally {
          // A page Readability throws on must not keep its window (and DOM) alive either.
          dom.window.close();
        }
      },
    };
  },
};

const readabilityLinkedom: PeerSystem = {
  name: "readability-linkedom",
  description: "@mozilla/readability 0.6 on linkedom `parseHTML(html)`",
  async load() {
    const [{ parseHTML }, { Readability }] = await Promise.all([
      import("linkedom"),
      import("@mozilla/readability"),
    ]);
    return {
      async extract(html) {
        const { document } = parseHTML(html);
        const article = new Readability(document).parse();
        return article?.content
          ? { kind: "html", value: article.content, title: article.title ?? "" }
          : null;
      },
    };
  },
};

const defuddle: PeerSystem = {
  name: "defuddle-linkedom",
  description:
    "defuddle 0.19 (`defuddle/node`) on linkedom, as its README's Node example; `useAsync: false` (no third-party fetches)",
  async load() {
    const [{ parseHTML }, { Defuddle }] = await Promise.all([
      import("linkedom"),
      import("defuddle/node"),
    ]);
    return {
      async extract(html, url) {
        const { document } = parseHTML(html);
        const result = await Defuddle(document, url, { useAsync: false });
        return result.content
          ? { kind: "html", value: result.content, title: result.title ?? "" }
          : null;
      },
    };
  },
};

const articleExtractor: PeerSystem = {
  name: "article-extractor",
  description:
    "@extractus/article-extractor 9 `extractFromHtml(html, url)` (Readability on linkedom inside)",
  async load() {
    const { extractFromHtml } = await import("@extractus/article-extractor");
    return {
      async extract(html, url) {
        const article = await extractFromHtml(html, url);
        return article?.content
          ? { kind: "html", value: article.content, title: article.title ?? "" }
          : null;
      },
    };
  },
};

const TRAFILATURA_SITE = fileURLToPath(
  new URL("../../../shared/peers/trafilatura/site/", import.meta.url),
);
const TRAFILATURA_SERVER = fileURLToPath(new URL("./trafilatura-server.py", import.meta.url));
/** Debian's Python, which has the lxml trafilatura's README names (a pyenv shim may not). */
const SYSTEM_PYTHON = "/usr/bin/python3";

/**
 * trafilatura from ../shared/peers/trafilatura (its README): one long-lived Python process per race
 * child, fed one page per line; its settings are those of its own evaluation, with the title it
 * finds (trafilatura-server.py).
 */
const trafilatura: PeerSystem = {
  name: "trafilatura",
  description:
    "trafilatura 2.3.1 (Python 3, Debian's lxml) `bare_extraction(html, url, include_comments=False, include_tables=True, include_formatting=False, with_metadata=True)`, in its own process; its own time and RSS",
  unavailable() {
    if (!existsSync(TRAFILATURA_SITE)) return `no trafilatura sources at ${TRAFILATURA_SITE}`;
    const probe = spawnSync(SYSTEM_PYTHON, ["-c", "import lxml, dateparser, babel, tld"], {
      encoding: "utf8",
    });
    return probe.status === 0
      ? undefined
      : "Debian's Python lacks trafilatura's dependencies: see ../shared/peers/trafilatura/README.md";
  },
  async load() {
    const python = spawn(SYSTEM_PYTHON, [TRAFILATURA_SERVER], {
      env: { ...process.env, PYTHONPATH: TRAFILATURA_SITE },
      stdio: ["pipe", "pipe", "inherit"],
    });
    // The race child exits without waiting for Python; closing its input ends the server's loop.
    python.unref();
    const lines = createInterface({ input: python.stdout })[Symbol.asyncIterator]();
    const next = async () => {
      const line = await lines.next();
      if (line.done) throw new Error("trafilatura's process ended");
      return JSON.parse(line.value) as TrafilaturaAnswer;
    };
    await next(); // {"ready": version}
    return {
      async extract(html, url) {
        python.stdin.write(`${JSON.stringify({ html, url: url ?? null })}\n`);
        const answer = await next();
        if ("error" in answer) throw new Error(`trafilatura: ${answer.error}`);
        return {
          kind: "text",
          value: answer.text,
          // "No article" stays empty, as a null from the other systems does.
          title: answer.text === "" ? "" : answer.title,
          ownProcess: { ms: answer.ms, maxRssKiB: answer.maxRssKiB },
        };
      },
    };
  },
};

type TrafilaturaAnswer =
  | {
      readonly text: string;
      readonly title: string;
      readonly ms: number;
      readonly maxRssKiB: number;
    }
  | { readonly error: string; readonly ms: number; readonly maxRssKiB: number };

/** Every contestant, in table order. */
export const PEER_SYSTEMS: readonly PeerSystem[] = [
  pith("pith", undefined),
  pithHeldOut("pith-heldout", false),
  pithHeldOut("pith-heldout-comments", true),
  pith("pith-simple-mss", "simple-mss"),
  readabilityJsdom,
  readabilityLinkedom,
  defuddle,
  articleExtractor,
  trafilatura,
];

export function peerSystem(name: string): PeerSystem {
  const system = PEER_SYSTEMS.find((candidate) => candidate.name === name);
  if (system === undefined) {
    throw new Error(
      `unknown system "${name}"; known: ${PEER_SYSTEMS.map((s) => s.name).join(", ")}`,
    );
  }
  return system;
}
