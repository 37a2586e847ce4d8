import type { Element } from "domhandler";
import { wordTokens } from "../../blocks/tokenize.js";
import { BOILERPLATE_CLASS_TOKENS, CONTENT_CLASS_TOKENS } from "../../vocabulary/class-tokens.js";
import { CONTENT_ITEMPROPS, LANDMARK_ROLES, LANDMARK_TAGS } from "../../vocabulary/tags.js";
import { BitVocabulary, groupBits } from "../facts/bit-vocabulary.js";
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
    for (const name of LANDMARKS.namesIn(
      inheritedFact(element, landmarkMemo, landmarkMask, orMask),
    ))
      row.flag(name);
    for (const name of ITEMPROPS.namesIn(
      inheritedFact(element, itempropMemo, itempropMask, orMask),
    ))
      row.flag(name);
    for (const name of BOILERPLATE.vocabulary.namesIn(
      inheritedFact(element, boilerplateMemo, boilerplateOf, orMask),
    )) {
      row.flag(`boilerplate-class=${name}`);
    }
    for (const name of BOILERPLATE.vocabulary.namesIn(boilerplateOf(element)))
      row.flag(`own-boilerplate-class=${name}`);
    for (const name of CONTENT.vocabulary.namesIn(
      inheritedFact(element, contentMemo, contentOf, orMask),
    )) {
      row.flag(`content-class=${name}`);
    }
    for (const name of CONTENT.vocabulary.namesIn(contentOf(element)))
      row.flag(`own-content-class=${name}`);
    if (declared !== undefined) {
      row.flag("has-jsonld-body");
      row.add("jsonld-overlap", declaredTextOverlap(facts.lowercaseWords[block.index], declared));
    }
  }
}

function landmarkMask(element: Element): number {
  let mask = LANDMARKS.bit(`in-${element.name}`);
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
