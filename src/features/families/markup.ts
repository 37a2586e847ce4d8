import type { Element } from "domhandler";
import { wordTokens } from "../../blocks/tokenize.js";
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

function markupFeatures(facts: PageFacts, rows: readonly FeatureRow[]): void {
  const orMask = (a: number, b: number) => a | b;
  const landmarkMemo = new Map<Element, number>();
  const itempropMemo = new Map<Element, number>();
  const boilerplateMemo = new Map<Element, number>();
  const contentMemo = new Map<Element, number>();
  const boilerplateOf = (element: Element) =>
    classMask(facts.classTokens(element), BOILERPLATE.bitOfWord);
  const contentOf = (element: Element) => classMask(facts.classTokens(element), CONTENT.bitOfWord);
  const declared = declaredText(facts);
  for (const block of facts.blocks) {
    const row = rows[block.index];
    const element = block.element;
    flagBits(row, inheritedFact(element, landmarkMemo, landmarkMask, orMask), LANDMARKS.names);
    flagBits(row, inheritedFact(element, itempropMemo, itempropMask, orMask), ITEMPROPS.names);
    flagBits(
      row,
      inheritedFact(element, boilerplateMemo, boilerplateOf, orMask),
      INHERITED_BOILERPLATE_NAMES,
    );
    flagBits(row, boilerplateOf(element), OWN_BOILERPLATE_NAMES);
    flagBits(row, inheritedFact(element, contentMemo, contentOf, orMask), INHERITED_CONTENT_NAMES);
    flagBits(row, contentOf(element), OWN_CONTENT_NAMES);
    if (declared !== undefined) {
      row.flag("has-jsonld-body");
      row.add("jsonld-overlap", declaredTextOverlap(facts.lowercaseWords[block.index], declared));
    }
  }
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
