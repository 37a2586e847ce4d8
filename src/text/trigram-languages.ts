import { data } from "franc-min/data.js";
import { expressions } from "franc-min/expressions.js";

/**
 * franc-min's `francAll(text, { minLength, only })` (version pinned in package.json), computed
 * from the same trigram profiles and script expressions with the same arithmetic, ties broken the
 * same way, but faster: franc looks every trigram of the text up in each candidate language's
 * profile (44 Latin languages: 44 dictionary lookups per trigram) and counts each script by
 * collecting all its matches into an array; here one lookup per trigram finds its rank in every
 * language at once, and one pass over the text counts every script. Most pages declare their
 * language, but on those that do not, franc took about a tenth of `extract()`.
 * test/text/trigram-languages.test.ts checks the answers against `francAll` itself.
 */

/** franc's distance for a trigram a language's profile lacks. */
const MAX_DIFFERENCE = 300;
/** franc reads no further. */
const MAX_LENGTH = 2048;

/** A language (ISO 639-3) and its score: 1 for the best, less for the others. */
export type LanguageScore = [language: string, score: number];

interface ScriptProfiles {
  /** Languages of the script that may be answered, in franc's data order. */
  readonly languages: readonly string[];
  /** Per trigram, its rank in each language's profile (-1: not in it). */
  readonly ranks: ReadonlyMap<string, Int16Array>;
}

const SCRIPTS = Object.keys(expressions);
/** Sticky copies of the script expressions: does a match start here, and where does it end. */
const STICKY = SCRIPTS.map((script) => new RegExp(expressions[script].source, "y"));
/**
 * Per UTF-16 code unit outside the surrogates: bit s set when script s's expression matches it
 * alone; bit 31 marks the unit as looked at. Units are classified on first sight.
 */
const UNIT_SCRIPTS = new Int32Array(0x10000);
const KNOWN = 1 << 31;

const profilesByOnly = new WeakMap<readonly string[], Map<string, ScriptProfiles>>();

/**
 * The languages `text` may be in, best first, as franc-min's `francAll(text, { minLength, only })`
 * scores them: `[["und", 1]]` when the text is shorter than `minLength` or in no script franc
 * knows, one language for a script only it is written in.
 */
export function rankLanguages(
  text: string,
  minLength: number,
  only: readonly string[],
): LanguageScore[] {
  if (text.length < minLength || text.length === 0) return [["und", 1]];
  const value = text.slice(0, MAX_LENGTH);
  const script = topScript(value);
  if (script === undefined) return [["und", 1]];
  const profiles = profilesOf(only).get(script);
  if (profiles === undefined) return allowed(script, only) ? [[script, 1]] : [["und", 1]];
  const distances = trigramDistances(value, profiles);
  const scores = profiles.languages.map((language, l): LanguageScore => [language, distances[l]]);
  if (scores.length === 0) return [["und", 1]];
  scores.sort((a, b) => a[1] - b[1]);
  const min = scores[0][1];
  const max = value.length * MAX_DIFFERENCE - min;
  for (const score of scores) score[1] = 1 - (score[1] - min) / max || 0;
  return scores;
}

/**
 * The script whose expression matches most often in `value` (the first in franc's order among
 * equals); undefined when none matches.
 */
function topScript(value: string): string | undefined {
  const counts = new Array<number>(SCRIPTS.length).fill(0);
  for (let at = 0; at < value.length; ) {
    const unit = value.charCodeAt(at);
    if (unit >= 0xd800 && unit <= 0xdfff) {
      at = countSurrogateMatches(value, at, counts);
      continue;
    }
    let mask = UNIT_SCRIPTS[unit];
    if (mask === 0) mask = classifyUnit(unit);
    for (let s = 0; s < SCRIPTS.length; s++) if ((mask & (1 << s)) !== 0) counts[s]++;
    at++;
  }
  let top = 0;
  for (let s = 1; s < SCRIPTS.length; s++) if (counts[s] > counts[top]) top = s;
  return counts[top] === 0 ? undefined : SCRIPTS[top];
}

function classifyUnit(unit: number): number {
  const character = String.fromCharCode(unit);
  let mask = KNOWN;
  for (let s = 0; s < SCRIPTS.length; s++) {
    STICKY[s].lastIndex = 0;
    if (STICKY[s].test(character)) mask |= 1 << s;
  }
  UNIT_SCRIPTS[unit] = mask;
  return mask;
}

/**
 * At a surrogate, each expression matches (a pair, or a lone unit) or not as its global search
 * would there; every search goes on after the longest match. That skips no match: the
 * expressions' pairs all start with a high surrogate, and none matches a lone low one.
 */
function countSurrogateMatches(value: string, at: number, counts: number[]): number {
  let next = at + 1;
  for (let s = 0; s < SCRIPTS.length; s++) {
    STICKY[s].lastIndex = at;
    if (STICKY[s].test(value)) {
      counts[s]++;
      next = Math.max(next, STICKY[s].lastIndex);
    }
  }
  return next;
}

/** franc's distance of `value`'s trigrams from each of the script's languages' profiles. */
function trigramDistances(value: string, profiles: ScriptProfiles): Float64Array {
  const distances = new Float64Array(profiles.languages.length);
  for (const [trigram, count] of trigramCounts(value)) {
    const ranks = profiles.ranks.get(trigram);
    if (ranks === undefined) {
      for (let l = 0; l < distances.length; l++) distances[l] += MAX_DIFFERENCE;
      continue;
    }
    for (let l = 0; l < distances.length; l++) {
      const rank = ranks[l];
      distances[l] += rank < 0 ? MAX_DIFFERENCE : Math.abs(count - rank - 1);
    }
  }
  return distances;
}

/** Trigrams of the text as trigram-utils cleans and pads it, with their counts. */
function trigramCounts(value: string): Map<string, number> {
  const cleaned = value
    .replace(/[\u0021-\u0040]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  const padded = ` ${cleaned} `;
  const counts = new Map<string, number>();
  for (let at = 0; at + 3 <= padded.length; at++) {
    const trigram = padded.slice(at, at + 3);
    counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
  }
  return counts;
}

/** franc's `only`: an empty list allows every language. */
function allowed(language: string, only: readonly string[]): boolean {
  return only.length === 0 || only.includes(language);
}

/** The profiles of every script franc has data for, restricted to `only`; built once per list. */
function profilesOf(only: readonly string[]): Map<string, ScriptProfiles> {
  let profiles = profilesByOnly.get(only);
  if (profiles === undefined) {
    profiles = new Map(
      Object.entries(data).map(([script, models]) => [script, scriptProfiles(models, only)]),
    );
    profilesByOnly.set(only, profiles);
  }
  return profiles;
}

function scriptProfiles(models: Record<string, string>, only: readonly string[]): ScriptProfiles {
  const languages = Object.keys(models).filter((language) => allowed(language, only));
  const ranks = new Map<string, Int16Array>();
  languages.forEach((language, l) => {
    const trigrams = models[language].split("|");
    // franc keeps a trigram's first rank when its profile lists it twice.
    for (let rank = trigrams.length - 1; rank >= 0; rank--) {
      let row = ranks.get(trigrams[rank]);
      if (row === undefined) {
        row = new Int16Array(languages.length).fill(-1);
        ranks.set(trigrams[rank], row);
      }
      row[l] = rank;
    }
  });
  return { languages, ranks };
}
