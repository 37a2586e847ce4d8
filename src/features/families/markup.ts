import type { Element } from "domhandler";
import { wordTokens } from "../../text/tokenize.js";
import { BOILERPLATE_CLASS_TOKENS, CONTENT_CLASS_TOKENS } from "../../vocabulary/class-tokens.js";
import { CONTENT_ITEMPROPS, LANDMARK_ROLES, LANDMARK_TAGS } from "../../vocabulary/tags.js";
import { BitVocabulary, flagBits, groupBits } from "../facts/bit-vocabulary.js";
import { inheritedFact } from "../facts/inherit.js";
import { declaredTextOverlap, jsonLdBodyText, wordPairs } from "../facts/json-ld.js";
import type { FeatureRow } from "../feature-row.js";
import type { PageFacts } from "../page-facts.js";
import type { FeatureFamilyDefinition } from "../types.js";

/**
 * Modern markup, beyond the seeds (Yao & Zuo §I foresaw it): HTML5 landmarks, ARIA roles,
 * schema.org microdata and JSON-LD, and class/id words from hand-written vocabularies.
 */
export const markupFamily: FeatureFamilyDefinition = {
  name: "markup",
  description:
    "modern markup: inside article/main/nav/aside/…, ARIA roles, itemprop, JSON-LD text overlap, class/id vocabularies",
  build: () => ({ name: "markup", extract: markupFeatures }),
};

const LANDMARKS = new BitVocabulary([
  ...[...LANDMARK_TAGS].map((tag) => `in-${tag}`),
  ...[...LANDMARK_ROLES].map((role) => `role=${role}`),
]);
const ITEMPROPS = new BitVocabulary([...CONTENT_ITEMPROPS].map((prop) => `itemprop=${prop}`));
const BOILERPLATE = groupBits(BOILERPLATE_CLASS_TOKENS);
const CONTENT = groupBits(CONTENT_CLASS_TOKENS);
// Feature names built once (rows hash each name they get; the same string object hashes once).
const INHERITED_BOILERPLATE_NAMES = BOILERPLATE.vocabulary.prefixedNames("boilerplate-class=");
const OWN_BOILERPLATE_NAMES = BOILERPLATE.vocabulary.prefixedNames("own-boilerplate-class=");
const INHERITED_CONTENT_NAMES = CONTENT.vocabulary.prefixedNames("content-class=");
const OWN_CONTENT_NAMES = CONTENT.vocabulary.prefixedNames("own-content-class=");
/** Landmark bits by tag name, so an element's tag is looked up as it is, without building a name. */
const LANDMARK_TAG_BITS = new Map(
  [...LANDMARK_TAGS].map((tag) => [tag, LANDMARKS.bit(`in-${tag}`)]),
);
/** Declared article texts shorter than this are summaries, not bodies. */
const MIN_DECLARED_WORDS = 20;

/**
 * What markup says of one element: the four masks it passes down (its own or'd with its
 * ancestors'), and its own class/id groups. One memoised walk up the ancestors for all of them.
 */
interface MarkupMasks {
  readonly landmarks: number;
  readonly itemprops: number;
  readonly boilerplate: number;
  readonly content: number;
  readonly ownBoilerplate: number;
  readonly ownContent: number;
}

function markupFeatures(facts: PageFacts, rows: readonly FeatureRow[]): void {
  const memo = new Map<Element, MarkupMasks>();
  const ownMasks = (element: Element): MarkupMasks => {
    const tokens = facts.classTokens(element);
    const boilerplate = classMask(tokens, BOILERPLATE.bitOfWord);
    const content = classMask(tokens, CONTENT.bitOfWord);
    return {
      landmarks: landmarkMask(element),
      itemprops: itempropMask(element),
      boilerplate,
      content,
      ownBoilerplate: boilerplate,
      ownContent: content,
    };
  };
  const declared = declaredText(facts);
  for (const block of facts.blocks) {
    const row = rows[block.index];
    const masks = inheritedFact(block.element, memo, ownMasks, inheritMasks);
    flagBits(row, masks.landmarks, LANDMARKS.names);
    flagBits(row, masks.itemprops, ITEMPROPS.names);
    flagBits(row, masks.boilerplate, INHERITED_BOILERPLATE_NAMES);
    flagBits(row, masks.ownBoilerplate, OWN_BOILERPLATE_NAMES);
    flagBits(row, masks.content, INHERITED_CONTENT_NAMES);
    flagBits(row, masks.ownContent, OWN_CONTENT_NAMES);
    if (declared !== undefined) {
      row.flag("has-jsonld-body");
      row.add("jsonld-overlap", declaredTextOverlap(facts.lowercaseWords[block.index], declared));
    }
  }
}

function inheritMasks(inherited: MarkupMasks, own: MarkupMasks): MarkupMasks {
  return {
    landmarks: inherited.landmarks | own.landmarks,
    itemprops: inherited.itemprops | own.itemprops,
    boilerplate: inherited.boilerplate | own.boilerplate,
    content: inherited.content | own.content,
    ownBoilerplate: own.ownBoilerplate,
    ownContent: own.ownContent,
  };
}

function landmarkMask(element: Element): number {
  let mask = LANDMARK_TAG_BITS.get(element.name) ?? 0;
  const role = element.attribs.role;
  if (role !== undefined)
    for (const value of role.toLowerCase().split(/\s+/)) mask |= LANDMARKS.bit(`role=${value}`);
  return mask;
}

function itempropMask(element: Element): number {
  const itemprop = element.attribs.itemprop;
  if (itemprop === undefined) return 0;
  let mask = 0;
  for (const value of itemprop.toLowerCase().split(/\s+/))
    mask |= ITEMPROPS.bit(`itemprop=${value}`);
  return mask;
}

function classMask(tokens: readonly string[], bitOfWord: ReadonlyMap<string, number>): number {
  let mask = 0;
  for (const token of tokens) mask |= bitOfWord.get(token) ?? 0;
  return mask;
}

/** Word pairs and words of the JSON-LD article text, when the page declares a real one. */
function declaredText(facts: PageFacts): ReadonlySet<string> | undefined {
  if (facts.walk.jsonLd.length === 0) return undefined;
  const words = wordTokens(jsonLdBodyText(facts.walk.jsonLd).toLowerCase());
  if (words.length < MIN_DECLARED_WORDS) return undefined;
  return new Set([...words, ...wordPairs(words)]);
}
