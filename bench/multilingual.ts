/**
 * pith beyond English: every shared dataset is English, so this bench scores extraction on
 * documentation sites published in several languages from the same templates, where the text of the
 * page's content element stands in for a human gold:
 *   npm run bench:multilingual [-- --systems pith,readability-linkedom] [--limit N]
 * Corpora (each skipped, with a note, when it cannot be had on this machine):
 * - Rust by Example in en, es, ja, ko, zh (mdBook; from the Rust toolchain's docs, `rustc --print
 *   sysroot`): gold is the text of `<main>`.
 * - Debian's debian-reference (en, de, es, fr, it, pt, ja, zh-cn, zh-tw), maint-guide (en, ja,
 *   zh-cn) and GIMP's help (en, de, fr, es, it, pt, cs, ru, fa, ja, ko, zh_CN) (DocBook; Debian
 *   packages fetched with `apt-get download` into bench/out/multilingual/): gold is the `<body>`
 *   without its navigation header and footer.
 * - The Debian Administrator's Handbook in en-US and 14 translations, Polish, Arabic, Turkish and
 *   Persian among them (Publican, Debian's `debian-handbook`): gold is the `<body>` without its
 *   banner and navigation lists. Its translations are partial (untranslated sections stay in
 *   English), so a translation's row keeps the pages whose gold text reads as its language
 *   (src/text/text-language.ts), and its table of contents is left out.
 * - Python's documentation (Sphinx, English only: the most common documentation generator, one
 *   more template no shared page comes from; Debian's `python3-doc`): gold is the text of the
 *   element with `role="main"`.
 * A system's title is read on top of its text (the stand-in golds hold the page's headline; pith's
 * `text` is the body under its title since decision 0032).
 * Score: bag-of-words precision, recall and F1 per page, averaged, with words as pith's blocks read
 * them (src/blocks/tokenize.ts `wordTokens`: every Han or kana character a word), so Chinese and
 * Japanese are scored word for word like the others rather than a clause at a time.
 * Every system runs in this one process over every corpus, and its heap outgrew V8's default 4 GB
 * on the Python corpus, the last (cause not found: Readability on jsdom alone stays at ~360 MB over
 * the Python pages run three times): the npm scripts give it 12 GB.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { selectAll, selectOne } from "css-select";
import type { AnyNode, Element, Text } from "domhandler";
import { parseDocument } from "htmlparser2";
import { withTitleOnTop } from "../src/eval/gold-convention.js";
import { wordBagScore } from "../src/eval/metrics/bag-of-words.js";
import { withBylines } from "../src/output/byline-lines.js";
import { textLanguage } from "../src/text/text-language.js";
import { lowercase, wordTokens } from "../src/text/tokenize.js";
import { outputText, peerSystem } from "./peers/systems.js";

const WORK_DIR = "bench/out/multilingual";
/** Translations of one DocBook source each: a row per language differs from English only by it. */
const DEBIAN_REFERENCE_LANGUAGES = ["en", "de", "es", "fr", "it", "pt", "ja", "zh-cn", "zh-tw"];
/** GIMP's help: European, Cyrillic, CJK and a right-to-left script (Persian). */
const GIMP_HELP_LANGUAGES = [
  "en",
  "de",
  "fr",
  "es",
  "it",
  "pt",
  "cs",
  "ru",
  "fa",
  "ja",
  "ko",
  "zh_CN",
];
/**
 * The Handbook's translations with at least ten pages whose text is in the language (2022 edition:
 * Polish 20, Turkish 18, Chinese 20 … German 90 of 126; Korean, Greek, Vietnamese have fewer).
 */
const DEBIAN_HANDBOOK_LANGUAGES = [
  "en-US",
  "de-DE",
  "fr-FR",
  "es-ES",
  "it-IT",
  "pt-BR",
  "nl-NL",
  "sv-SE",
  "pl-PL",
  "ru-RU",
  "tr-TR",
  "ar-MA",
  "fa-IR",
  "ja-JP",
  "zh-CN",
];
const DEBIAN_PACKAGES = [
  ...DEBIAN_REFERENCE_LANGUAGES.map((language) => `debian-reference-${language}`),
  "debian-handbook",
  "maint-guide",
  "maint-guide-ja",
  "maint-guide-zh-cn",
  ...GIMP_HELP_LANGUAGES.map((language) => `gimp-help-${language.toLowerCase().replace("_", "-")}`),
];
/** GIMP's help has ~690 pages per language, Python's ~530: every fifth keeps the bench to minutes. */
const PAGE_STRIDE = 5;
const RBE_LANGUAGES = ["en", "es", "ja", "ko", "zh"];

type Gold = "main" | "docbook" | "publican" | "sphinx";
export interface Corpus {
  readonly name: string;
  readonly gold: Gold;
  readonly files: readonly string[];
}

export interface CorpusScore {
  readonly corpus: string;
  readonly pages: number;
  /** Per system: mean precision, recall and F1 over the corpus's pages. */
  readonly scores: ReadonlyMap<string, { P: number; R: number; F: number }>;
}

/** The corpora found or fetched on this machine, and notes on those that could not be had. */
export function multilingualCorpora(): { corpora: Corpus[]; notes: string[] } {
  const notes: string[] = [];
  const corpora: Corpus[] = [];
  const rbe = rustByExampleDir();
  if (rbe === undefined) notes.push("Rust by Example: no Rust toolchain docs here (`rustc`).");
  else {
    // The English book sits at the top, each translation in a folder named by its language.
    const chapters = htmlFiles(rbe, true)
      .map((file) => file.slice(rbe.length + 1))
      .filter((file) => !RBE_LANGUAGES.includes(file.split("/")[0]))
      .filter((file) => !/^(print|toc|404)\.html$/.test(file));
    for (const language of RBE_LANGUAGES) {
      const root = language === "en" ? rbe : join(rbe, language);
      const files = chapters.map((file) => join(root, file)).filter((file) => existsSync(file));
      if (files.length > 0)
        corpora.push({ name: `rust-by-example ${language}`, gold: "main", files });
    }
  }
  const root = debianDocs(notes);
  if (root !== undefined) {
    const reference = join(root, "usr/share/debian-reference");
    for (const language of DEBIAN_REFERENCE_LANGUAGES)
      corpora.push({
        name: `debian-reference ${language}`,
        gold: "docbook",
        files: htmlFiles(reference).filter((file) => file.endsWith(`.${language}.html`)),
      });
    for (const [language, dir] of [
      ["en", "maint-guide"],
      ["ja", "maint-guide-ja"],
      ["zh-cn", "maint-guide-zh-cn"],
    ])
      corpora.push({
        name: `maint-guide ${language}`,
        gold: "docbook",
        files: htmlFiles(join(root, "usr/share/doc", dir, "html")),
      });
    for (const language of GIMP_HELP_LANGUAGES)
      corpora.push({
        name: `gimp-help ${language}`,
        gold: "docbook",
        files: strided(htmlFiles(join(root, "usr/share/gimp/2.0/help", language))),
      });
    const handbook = join(root, "usr/share/doc/debian-handbook/html");
    for (const language of DEBIAN_HANDBOOK_LANGUAGES)
      corpora.push({
        name: `debian-handbook ${language}`,
        gold: "publican",
        files: htmlFiles(join(handbook, language)).filter(
          (file) => !file.endsWith("/index.html") && translatedPage(file, language),
        ),
      });
  }
  const python = pythonDocs(notes);
  if (python !== undefined)
    corpora.push({
      name: "python-docs en",
      gold: "sphinx",
      files: strided(
        htmlFiles(python, true).filter(
          (file) => !file.includes("/_") && !GENERATED_INDEX.test(file),
        ),
      ),
    });
  return { corpora: corpora.filter((corpus) => corpus.files.length > 0), notes };
}

function rustByExampleDir(): string | undefined {
  try {
    const sysroot = execFileSync("rustc", ["--print", "sysroot"], { encoding: "utf8" }).trim();
    const dir = join(sysroot, "share/doc/rust/html/rust-by-example");
    return existsSync(dir) ? dir : undefined;
  } catch {
    return undefined;
  }
}

/** Marker files, one per package unpacked into WORK_DIR/root. */
const UNPACKED = ".unpacked";

/** The Debian documentation packages, downloaded and unpacked once into WORK_DIR/root. */
function debianDocs(notes: string[]): string | undefined {
  const root = join(WORK_DIR, "root");
  // Unpacked once; a package added to the list since is fetched on the next run.
  const missing = DEBIAN_PACKAGES.filter((name) => !existsSync(join(root, UNPACKED, name)));
  if (missing.length === 0) return root;
  const debs = join(WORK_DIR, "debs");
  mkdirSync(debs, { recursive: true });
  try {
    execFileSync("apt-get", ["download", ...missing], { cwd: debs, stdio: "ignore" });
    for (const deb of readdirSync(debs).filter((file) => file.endsWith(".deb")))
      execFileSync("dpkg-deb", ["-x", join(debs, deb), root]);
    mkdirSync(join(root, UNPACKED), { recursive: true });
    for (const name of missing) writeFileSync(join(root, UNPACKED, name), "");
    return root;
  } catch (error) {
    notes.push(`Debian documentation packages: not fetched (${(error as Error).message}).`);
    return undefined;
  }
}

/**
 * Python's HTML documentation (Debian's python3-doc names the versioned package that holds it),
 * downloaded and unpacked once into WORK_DIR/python.
 */
function pythonDocs(notes: string[]): string | undefined {
  const root = join(WORK_DIR, "python");
  const html = () => {
    const docs = join(root, "usr/share/doc");
    const version = existsSync(docs)
      ? readdirSync(docs).find((dir) => existsSync(join(docs, dir, "html/library")))
      : undefined;
    return version === undefined ? undefined : join(docs, version, "html");
  };
  const found = html();
  if (found !== undefined) return found;
  mkdirSync(root, { recursive: true });
  try {
    const depends = execFileSync("apt-cache", ["depends", "python3-doc"], { encoding: "utf8" });
    const versioned = /Depends: (python3\.\d+-doc)/.exec(depends)?.[1];
    if (versioned === undefined) throw new Error("python3-doc depends on no python3.X-doc");
    execFileSync("apt-get", ["download", versioned], { cwd: root, stdio: "ignore" });
    for (const deb of readdirSync(root).filter((file) => file.endsWith(".deb")))
      execFileSync("dpkg-deb", ["-x", join(root, deb), root]);
    return html();
  } catch (error) {
    notes.push(`Python documentation package: not fetched (${(error as Error).message}).`);
    return undefined;
  }
}

/** Sphinx's generated indexes and search page: lists of every name, not documents. */
const GENERATED_INDEX = /\/(genindex[^/]*|py-modindex|search)\.html$/;

/** Every PAGE_STRIDE-th file, from the first. */
function strided(files: readonly string[]): string[] {
  return files.filter((_, i) => i % PAGE_STRIDE === 0);
}

function htmlFiles(dir: string, recursive = false): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive, withFileTypes: false, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => join(dir, file))
    .sort();
}

/**
 * Whether a Handbook page's gold text is in the translation's language (`pl-PL` → pl), not an
 * untranslated section in English. English pages always are.
 */
function translatedPage(file: string, language: string): boolean {
  if (language.startsWith("en")) return true;
  const gold = goldText(readFileSync(file, "utf8"), "publican");
  return textLanguage(gold) === language.slice(0, 2);
}

const GOLD_ROOTS: Readonly<Record<Gold, string>> = {
  main: "main",
  docbook: "body",
  publican: "body",
  sphinx: '[role="main"]',
};

/** The navigation a gold leaves out of its root (besides what no reader sees). */
const GOLD_NAVIGATION: Readonly<Record<Gold, string>> = {
  main: ".navheader, .navfooter",
  docbook: ".navheader, .navfooter",
  publican: "#banner, #title, .docnav",
  sphinx: ".navheader, .navfooter",
};

/** The stand-in gold: the content element's text nodes, space-joined. */
export function goldText(html: string, gold: Gold): string {
  const document = parseDocument(html);
  const root = selectOne(GOLD_ROOTS[gold], document) as Element | null;
  if (root === null) return "";
  const skipped = new Set<AnyNode>(
    selectAll(`${GOLD_NAVIGATION[gold]}, script, style, noscript, template`, root),
  );
  const texts: string[] = [];
  const stack: AnyNode[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (skipped.has(node)) continue;
    if (node.type === "text") texts.push((node as Text).data);
    else if ("children" in node)
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return texts.join(" ");
}

/** Bag-of-words precision, recall and F1 of `output` against `gold`, in pith's reading words. */
export function bagScores(gold: string, output: string): { P: number; R: number; F: number } {
  const readingWords = (text: string) => wordTokens(text).map(lowercase);
  const { precision, recall, f1 } = wordBagScore(readingWords(gold), readingWords(output));
  return { P: precision, R: recall, F: f1 };
}

/** Pages whose stand-in gold has fewer words say nothing (chapter stubs, redirects). */
const MIN_GOLD_WORDS = 5;

export async function scoreMultilingual(
  corpora: readonly Corpus[],
  systems: readonly string[],
  limit: number,
): Promise<CorpusScore[]> {
  const runners = await Promise.all(
    systems.map(async (name) => [name, await peerSystem(name).load()] as const),
  );
  const results: CorpusScore[] = [];
  for (const corpus of corpora) {
    const sums = new Map(systems.map((name) => [name, { P: 0, R: 0, F: 0 }]));
    let pages = 0;
    for (const file of corpus.files.slice(0, limit)) {
      const html = readFileSync(file, "utf8");
      const gold = goldText(html, corpus.gold);
      if (wordTokens(gold).length < MIN_GOLD_WORDS) continue;
      pages++;
      for (const [name, runner] of runners) {
        let text = "";
        try {
          const output = await runner.extract(html, undefined, `${corpus.name}/${file}`);
          // The stand-in gold is the whole content element, headline and byline included: a
          // system's title is read with its text (unless the text opens with it already), and
          // pith's byline lines where they stood.
          text = withTitleOnTop({
            title: output?.title ?? "",
            text: withBylines(outputText(output), output?.byline ?? null),
          });
        } catch {
          // A system that fails on a page scores zero there, as in the race.
        }
        const score = bagScores(gold, text);
        const sum = sums.get(name) as { P: number; R: number; F: number };
        sum.P += score.P;
        sum.R += score.R;
        sum.F += score.F;
      }
    }
    const scores = new Map(
      [...sums].map(([name, sum]) => [
        name,
        { P: sum.P / pages, R: sum.R / pages, F: sum.F / pages },
      ]),
    );
    results.push({ corpus: corpus.name, pages, scores });
    process.stderr.write(`multilingual: ${corpus.name} (${pages} pages)\n`);
  }
  return results;
}

export function multilingualTable(results: readonly CorpusScore[], systems: readonly string[]) {
  const lines = [
    `| corpus | pages | ${systems.map((name) => `${name} P / R / **F1**`).join(" | ")} |`,
    `| --- | ---: | ${systems.map(() => "---:").join(" | ")} |`,
  ];
  for (const { corpus, pages, scores } of results) {
    const cells = systems.map((name) => {
      const score = scores.get(name);
      return score === undefined
        ? ""
        : `${score.P.toFixed(3)} / ${score.R.toFixed(3)} / **${score.F.toFixed(3)}**`;
    });
    lines.push(`| ${corpus} | ${pages} | ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}

export const DEFAULT_MULTILINGUAL_SYSTEMS = ["pith", "readability-linkedom", "readability-jsdom"];

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const systems = option("--systems")?.split(",") ?? DEFAULT_MULTILINGUAL_SYSTEMS;
  const limit = Number(option("--limit") ?? Number.POSITIVE_INFINITY);
  const { corpora, notes } = multilingualCorpora();
  const results = await scoreMultilingual(corpora, systems, limit);
  const table = multilingualTable(results, systems);
  mkdirSync(WORK_DIR, { recursive: true });
  writeFileSync(join(WORK_DIR, "multilingual.md"), `${table}\n`);
  console.log([table, ...notes].join("\n"));
}
