import type { AnyNode, Element } from "domhandler";
import type { SegmentedPage } from "../blocks/block.js";
import { classTokens } from "../features/facts/class-tokens.js";
import { jsonLdField, type MetadataSources } from "../metadata/metadata.js";
import { readableText } from "../metadata/readable-text.js";
import { comparableText } from "../output/fragment.js";
import { isSamePageLink } from "../parse/anchor-glyph.js";
import { visibleText } from "../parse/visible-text.js";
import { normalizeWhitespace } from "../text/tokenize.js";
import { CONTENT_CLASS_TOKENS } from "../vocabulary/class-tokens.js";

/** Where a title candidate came from. */
export type TitleSource =
  | "h1"
  | "h2"
  | "h3"
  | "styled"
  | "title"
  | "og"
  | "twitter"
  | "json-ld"
  | "itemprop";

/**
 * What a title scorer sees of a candidate: named numbers, so hand weights today and a learned
 * model (Wang et al. §3's title classifier) later read the same features.
 */
export interface TitleFeatures {
  /** 1 for the candidate's source, 0 for the others. */
  readonly fromH1: number;
  readonly fromH2: number;
  readonly fromH3: number;
  /** A block styled as a headline without an h1–h3: `<h4>`–`<h6>`, or a class like `headline`, `article_title`. */
  readonly fromStyled: number;
  readonly fromTitleTag: number;
  readonly fromOpenGraph: number;
  readonly fromTwitter: number;
  readonly fromJsonLd: number;
  readonly fromItemprop: number;
  /** A piece of a meta title between site-name separators ("Headline | Site" → "Headline"). */
  readonly isPart: number;
  /** A part that comes first in its meta title ("Headline | Site": the headline). */
  readonly isFirstPart: number;
  /** A part with the most words among its meta title's parts. */
  readonly isLongestPart: number;
  /** The text still holds a site-name separator (a whole meta title, or a heading like "Story | Site"). */
  readonly hasSeparator: number;
  /** Share of the other sources (out of 4, capped at 1) that give the same text. */
  readonly agreement: number;
  /** Largest share of the candidate's words found in one candidate of another source. */
  readonly coveredByOthers: number;
  /** 1 when the text is the site's name (`og:site_name`, JSON-LD publisher, host name). */
  readonly isSiteName: number;
  /** Headings: closeness to the first selected block, exp(−blocks away / 5); 0 for the rest. */
  readonly nearContentStart: number;
  /** Headings: 1 when they come at or before the first selected block (titles open articles). */
  readonly precedesContent: number;
  /** Headings: 1 for the first heading of its level on the page. */
  readonly firstOfItsLevel: number;
  /** Headings: 1 when no other heading of its level is on the page. */
  readonly onlyOfItsLevel: number;
  /** 1 for one or two words (section labels: "Sports", "Latest News"). */
  readonly fewWords: number;
  /** 1 when the text is a bare host name ("www.example.com.au"): a site, never a headline. */
  readonly looksLikeHost: number;
  /** 1 for 3–25 words, 0.5 for 1–2 or 26–40, 0 otherwise. */
  readonly plausibleLength: number;
  /** Headings: 1 when all their words are link text (teasers of other articles). */
  readonly allLinkText: number;
  /**
   * Share of the words of the address's slug (`/weight-loss/diet-trends-2025/`) the candidate holds:
   * a slug repeats the headline, seldom the site's name or a section's. 0 when the address is unknown
   * or its last segment is no slug (fewer than two words with letters).
   */
  readonly inSlug: number;
}

export interface TitleCandidate {
  readonly text: string;
  readonly source: TitleSource;
  readonly features: TitleFeatures;
}

/** Title separators sites put between a headline and their name. */
const TITLE_SEPARATORS = /\s+(?:--|::|[|\-–—»·•/>:])\s+|(?<=\p{L})-\s+(?=\p{Lu})/u;

/** A bare host name: dot-separated labels and nothing else. */
const HOST_NAME = /^(?:[\w-]+\.)+[a-z]{2,}$/iu;

/** Headings past this many are never the title and only cost time on long listings. */
const MAX_HEADINGS = 40;
/** Headline-styled blocks past this many only cost time (listings style every teaser so). */
const MAX_STYLED = 20;
/** Longer headline-styled blocks are standfirsts or teasers, not titles. */
const MAX_STYLED_WORDS = 40;
const HEADLINE_TOKENS = CONTENT_CLASS_TOKENS.headline;

interface RawCandidate {
  readonly text: string;
  readonly source: TitleSource;
  readonly part?: { readonly first: boolean; readonly longest: boolean };
  readonly block?: {
    readonly index: number;
    readonly linkShare: number;
    readonly firstOfItsLevel: boolean;
    readonly onlyOfItsLevel: boolean;
  };
}

/** Every title candidate of a page with its features. */
export function titleCandidates(
  page: SegmentedPage,
  selected: Uint8Array,
  sources: MetadataSources,
): TitleCandidate[] {
  const all = [
    ...metaCandidates(page, sources),
    ...headingCandidates(page),
    ...styledCandidates(page),
  ];
  const allKeys = all.map((candidate) => comparableText(candidate.text));
  const raw = all.filter((_, i) => allKeys[i] !== "");
  const keys = allKeys.filter((key) => key !== "");
  const wordSets = keys.map((key) => new Set(key.split(" ")));
  const siteNames = siteNameKeys(sources);
  const slug = slugWords(sources.baseUrl);
  const firstSelected = selected.indexOf(1);
  return raw.map((candidate, i) => {
    const agreeing = new Set<TitleSource>();
    let coveredByOthers = 0;
    raw.forEach((other, j) => {
      if (other.source === candidate.source) return;
      if (keys[j] === keys[i]) agreeing.add(other.source);
      // Fully covered is the most it can be: the other comparisons would change nothing.
      if (coveredByOthers < 1)
        coveredByOthers = Math.max(coveredByOthers, sharedShare(wordSets[i], wordSets[j]));
    });
    const words = wordSets[i].size;
    return {
      text: candidate.text,
      source: candidate.source,
      // One literal naming every feature, without a spread or computed key: V8 then builds it from
      // a template instead of adding property after property (most of title selection's time).
      features: {
        fromH1: candidate.source === "h1" ? 1 : 0,
        fromH2: candidate.source === "h2" ? 1 : 0,
        fromH3: candidate.source === "h3" ? 1 : 0,
        fromStyled: candidate.source === "styled" ? 1 : 0,
        fromTitleTag: candidate.source === "title" ? 1 : 0,
        fromOpenGraph: candidate.source === "og" ? 1 : 0,
        fromTwitter: candidate.source === "twitter" ? 1 : 0,
        fromJsonLd: candidate.source === "json-ld" ? 1 : 0,
        fromItemprop: candidate.source === "itemprop" ? 1 : 0,
        isPart: candidate.part === undefined ? 0 : 1,
        isFirstPart: candidate.part?.first === true ? 1 : 0,
        isLongestPart: candidate.part?.longest === true ? 1 : 0,
        hasSeparator: TITLE_SEPARATORS.test(candidate.text) ? 1 : 0,
        agreement: Math.min(1, agreeing.size / 4),
        coveredByOthers,
        isSiteName: siteNames.has(keys[i].replaceAll(" ", "")) ? 1 : 0,
        nearContentStart:
          candidate.block === undefined || firstSelected < 0
            ? 0
            : Math.exp(-Math.abs(candidate.block.index - firstSelected) / 5),
        precedesContent:
          candidate.block !== undefined &&
          firstSelected >= 0 &&
          candidate.block.index <= firstSelected
            ? 1
            : 0,
        firstOfItsLevel: candidate.block?.firstOfItsLevel === true ? 1 : 0,
        onlyOfItsLevel: candidate.block?.onlyOfItsLevel === true ? 1 : 0,
        fewWords: words <= 2 ? 1 : 0,
        looksLikeHost: HOST_NAME.test(candidate.text) ? 1 : 0,
        plausibleLength: words >= 3 && words <= 25 ? 1 : words >= 1 && words <= 40 ? 0.5 : 0,
        allLinkText: candidate.block !== undefined && candidate.block.linkShare >= 1 ? 1 : 0,
        inSlug: sharedShare(slug, wordSets[i]),
      },
    };
  });
}

/** Share of `words` that `other` also has. */
function sharedShare(words: ReadonlySet<string>, other: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of words) if (other.has(word)) shared++;
  return words.size === 0 ? 0 : shared / words.size;
}

/**
 * Words of an address's slug: its path's last segment, without a file extension, when it holds two
 * or more words with letters (`/blog/machine-learning-in-ecommerce/`, `electric_guitars.html`;
 * not `story.php?id=12` or `/2007-11-24-voa24.cfm`, whose words name no headline).
 */
function slugWords(address: string | undefined): ReadonlySet<string> {
  if (address === undefined) return new Set();
  const segment =
    new URL(address).pathname
      .split("/")
      .filter((part) => part !== "")
      .pop() ?? "";
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape: its words still count as written.
  }
  const words = comparableText(decoded.replace(FILE_EXTENSION, "").replaceAll("_", " "))
    .split(" ")
    .filter((word) => word !== "");
  return words.filter((word) => HAS_LETTER.test(word)).length >= 2 ? new Set(words) : new Set();
}

const FILE_EXTENSION = /\.[a-z0-9]{1,5}$/i;
const HAS_LETTER = /\p{L}/u;

/** Ways the page names its site, as `comparableText` without spaces ("Example News" = examplenews.com). */
function siteNameKeys(sources: MetadataSources): Set<string> {
  const names = [
    sources.meta.get("og:site_name"),
    sources.meta.get("application-name"),
    jsonLdField(sources, "publisher"),
  ];
  const host =
    sources.baseUrl === undefined
      ? undefined
      : new URL(sources.baseUrl).hostname.replace(/^www\./, "");
  // Every label of the host, not only the first: community.mybb.com is MyBB's site.
  if (host !== undefined) names.push(host, ...host.split("."));
  return new Set(
    names.map((name) => comparableText(name ?? "").replaceAll(" ", "")).filter((key) => key !== ""),
  );
}

function metaCandidates(page: SegmentedPage, sources: MetadataSources): RawCandidate[] {
  const candidates: RawCandidate[] = [];
  const add = (text: string | undefined, source: TitleSource): void => {
    const normalized = readableText(text ?? "");
    if (normalized === "") return;
    candidates.push({ text: normalized, source });
    const parts = normalized.split(TITLE_SEPARATORS);
    if (parts.length < 2) return;
    const wordCounts = parts.map((part) => comparableText(part).split(" ").length);
    const most = Math.max(...wordCounts);
    parts.forEach((part, i) => {
      candidates.push({
        text: part,
        source,
        part: { first: i === 0, longest: wordCounts[i] === most },
      });
    });
  };
  add(page.titleText, "title");
  add(sources.meta.get("og:title"), "og");
  add(sources.meta.get("twitter:title"), "twitter");
  add(jsonLdField(sources, "headline") ?? jsonLdField(sources, "name"), "json-ld");
  add(sources.microdata.get("headline"), "itemprop");
  return candidates;
}

function headingCandidates(page: SegmentedPage): RawCandidate[] {
  const candidates: RawCandidate[] = [];
  const seenLevels = new Set<string>();
  const headingBlocks = new Map<Element, ElementBlocks>();
  for (const block of page.blocks) {
    if (!HEADING_TAGS.has(block.element.name)) continue;
    const seen = headingBlocks.get(block.element);
    if (seen !== undefined) {
      seen.words += block.wordCount;
      seen.linkWords += block.linkWordCount;
      continue;
    }
    if (headingBlocks.size >= MAX_HEADINGS) break;
    headingBlocks.set(block.element, {
      index: block.index,
      words: block.wordCount,
      linkWords: block.linkWordCount,
    });
  }
  const levelCounts = new Map<string, number>();
  for (const element of headingBlocks.keys())
    levelCounts.set(element.name, (levelCounts.get(element.name) ?? 0) + 1);
  for (const [element, info] of headingBlocks) {
    const source = element.name as "h1" | "h2" | "h3";
    candidates.push(
      elementCandidate(
        element,
        source,
        info,
        !seenLevels.has(source),
        levelCounts.get(source) === 1,
      ),
    );
    seenLevels.add(source);
  }
  return candidates;
}

/** Where a heading-like element stands: its first block, and the words of all its blocks. */
interface ElementBlocks {
  readonly index: number;
  words: number;
  linkWords: number;
}

function elementCandidate(
  element: Element,
  source: TitleSource,
  blocks: ElementBlocks,
  firstOfItsLevel: boolean,
  onlyOfItsLevel: boolean,
): RawCandidate {
  return {
    text: headingText(element),
    source,
    block: {
      index: blocks.index,
      linkShare:
        blocks.words === 0 || linksStayOnPage(element) ? 0 : blocks.linkWords / blocks.words,
      firstOfItsLevel,
      onlyOfItsLevel,
    },
  };
}

/**
 * Every link around or inside the element leads to a place on the same page: a heading that links
 * to itself (mdBook, Hugo, anchor.js) is not a teaser of another page.
 */
function linksStayOnPage(element: Element): boolean {
  for (let node = element.parent; node !== null && node.type === "tag"; node = node.parent)
    if ((node as Element).name === "a" && !isSamePageLink(node as Element)) return false;
  const pending: AnyNode[] = [...element.children];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.type !== "tag") continue;
    const child = node as Element;
    if (child.name === "a" && !isSamePageLink(child)) return false;
    pending.push(...child.children);
  }
  return true;
}

/** Form controls, whose labels are not a heading's words: rustdoc's "Copy item path", a "Share". */
const CONTROL_TAGS: ReadonlySet<string> = new Set(["button", "select", "textarea"]);

/**
 * A heading's text without the controls beside its words. (A heading whose words are all in a
 * button, as in an accordion, is no candidate: its block belongs to the button.)
 */
function headingText(element: Element): string {
  return normalizeWhitespace(visibleText(element, CONTROL_TAGS));
}

/**
 * Blocks styled as headlines without being `<h1>`–`<h3>`: older templates set the headline in a
 * `<td class="contentheading">`, a `<div class="article_title">` or an `<h4>`. One candidate per
 * element, in page order, like the headings.
 */
function styledCandidates(page: SegmentedPage): RawCandidate[] {
  const found: (ElementBlocks & { readonly element: Element })[] = [];
  const seen = new Set<Element>();
  for (const block of page.blocks) {
    const { element } = block;
    if (seen.has(element) || HEADING_TAGS.has(element.name) || !looksLikeHeadline(block.ancestors))
      continue;
    seen.add(element);
    if (block.wordCount === 0 || block.wordCount > MAX_STYLED_WORDS) continue;
    found.push({
      element,
      index: block.index,
      words: block.wordCount,
      linkWords: block.linkWordCount,
    });
    if (found.length >= MAX_STYLED) break;
  }
  return found.map((info, i) =>
    elementCandidate(info.element, "styled", info, i === 0, found.length === 1),
  );
}

const HEADING_TAGS = new Set(["h1", "h2", "h3"]);
const MINOR_HEADING_TAGS = new Set(["h4", "h5", "h6"]);

/** The block's element is a minor heading, or it or its parent has a headline-like class or id. */
function looksLikeHeadline(ancestors: readonly Element[]): boolean {
  const element = ancestors[ancestors.length - 1];
  if (MINOR_HEADING_TAGS.has(element.name)) return true;
  return ancestors.slice(-2).some(hasHeadlineClass);
}

/** Most elements have no class or id near "head"/"title": skip splitting theirs into tokens. */
const HEADLINE_HINT = /head|hed|title/i;

function hasHeadlineClass(element: Element): boolean {
  const { class: className, id } = element.attribs;
  if (!HEADLINE_HINT.test(className ?? "") && !HEADLINE_HINT.test(id ?? "")) return false;
  return classTokens(element).some((token) => HEADLINE_TOKENS.some((word) => token.endsWith(word)));
}
