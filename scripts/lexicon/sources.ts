/**
 * Readers of the translated interface strings the boilerplate lexicon is built from: the
 * translations widget makers maintain for the furniture pages carry (share buttons, consent
 * banners, documentation chrome) and ICU's own names of dates (through `Intl`). Each yields
 * English string / translation pairs under pith's language codes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { MONTH_DAYS, WEEK_DAYS } from "../../src/features/facts/date-words.js";
import { DECLARED_ONLY_STOP_WORDS, STOP_WORDS } from "../../src/vocabulary/stop-words.js";
import type { AlignedString } from "./build.js";

const requireHere = createRequire(import.meta.url);

/**
 * The languages pith can tell a page is in (those with a stop list), English aside, and Norwegian
 * once: pages declare it as `no` or `nb`, and the lexicon reads both as `nb`.
 */
export const LEXICON_LANGUAGES: readonly string[] = [
  ...Object.keys(STOP_WORDS),
  ...Object.keys(DECLARED_ONLY_STOP_WORDS),
]
  .filter((language) => language !== "en" && language !== "no")
  .sort();

/**
 * A source's language code → pith's codes: the primary subtag (`pt-BR` → `pt`), with the codes
 * sources use for languages pith names otherwise (tarteaucitron's `cn` and `se`, Norwegian `no`,
 * which the lexicon keeps as Bokmål's `nb`). Languages pith has no stop list for are left out.
 */
export function pithLanguages(code: string): string[] {
  const primary = code.toLowerCase().split(/[-_]/)[0];
  const renamed = ({ cn: "zh", se: "sv", no: "nb" } as Record<string, string>)[primary] ?? primary;
  return LEXICON_LANGUAGES.includes(renamed) ? [renamed] : [];
}

/** Strings of a nested object by their key path (`engage.title`). */
export function flattenStrings(value: unknown, prefix = ""): Map<string, string> {
  const strings = new Map<string, string>();
  if (typeof value === "string") strings.set(prefix, value);
  else if (value !== null && typeof value === "object")
    for (const [key, inner] of Object.entries(value))
      for (const [path, text] of flattenStrings(inner, prefix === "" ? key : `${prefix}.${key}`))
        strings.set(path, text);
  return strings;
}

/** Pairs of strings under the same key; plural forms (`One post|{count} posts`) form by form. */
export function alignByKey(
  source: string,
  code: string,
  english: ReadonlyMap<string, string>,
  translated: ReadonlyMap<string, string>,
): AlignedString[] {
  const pairs: AlignedString[] = [];
  for (const language of pithLanguages(code)) {
    for (const [key, text] of translated) {
      const englishText = english.get(key);
      if (englishText === undefined) continue;
      const englishForms = englishText.split("|");
      const forms = text.split("|");
      if (englishForms.length !== forms.length) continue;
      for (let i = 0; i < forms.length; i++)
        pairs.push({ source, language, english: englishForms[i], translation: forms[i] });
    }
  }
  return pairs;
}

function packageDirectory(name: string): string {
  return join(requireHere.resolve(`${name}/package.json`), "..");
}

/** Docusaurus's theme strings (`@docusaurus/theme-translations`): docs and blog chrome. */
export function docusaurusPairs(): AlignedString[] {
  const source = "@docusaurus/theme-translations";
  const locales = join(packageDirectory(source), "locales");
  const read = (locale: string): Map<string, string> => {
    const strings = new Map<string, string>();
    for (const file of readdirSync(join(locales, locale)).sort())
      for (const [key, text] of flattenStrings(
        JSON.parse(readFileSync(join(locales, locale, file), "utf8")),
      ))
        if (!key.endsWith("___DESCRIPTION")) strings.set(`${file}:${key}`, text);
    return strings;
  };
  const english = read("base");
  return readdirSync(locales)
    .filter((locale) => locale !== "base")
    .sort()
    .flatMap((locale) => alignByKey(source, locale, english, read(locale)));
}

/** tarteaucitron.js's consent-banner strings (`tarteaucitronjs`, lang/tarteaucitron.<code>.js). */
export function tarteaucitronPairs(): AlignedString[] {
  const source = "tarteaucitronjs";
  const directory = join(packageDirectory(source), "lang");
  const read = (code: string): Map<string, string> => {
    const sandbox = { tarteaucitron: { lang: undefined as unknown } };
    runInNewContext(readFileSync(join(directory, `tarteaucitron.${code}.js`), "utf8"), sandbox);
    return flattenStrings(sandbox.tarteaucitron.lang);
  };
  const english = read("en");
  return readdirSync(directory)
    .map((file) => /^tarteaucitron\.([a-z]+)\.js$/.exec(file)?.[1])
    .filter((code): code is string => code !== undefined && code !== "en")
    .sort()
    .flatMap((code) => alignByKey(source, code, english, read(code)));
}

/** Shariff's share buttons (`shariff`, src/js/services): "share" and "share on …" labels. */
export function shariffPairs(): AlignedString[] {
  const source = "shariff";
  const directory = join(packageDirectory(source), "src", "js", "services");
  const pairs: AlignedString[] = [];
  for (const file of readdirSync(directory).sort()) {
    if (file === "index.js") continue;
    const service = shariffService(readFileSync(join(directory, file), "utf8"));
    for (const field of ["shareText", "title"]) {
      const labels = service[field];
      if (labels === null || typeof labels !== "object") continue;
      const byLanguage = labels as Record<string, string>;
      const english = byLanguage.en;
      if (english === undefined) continue;
      for (const [code, text] of Object.entries(byLanguage))
        if (code !== "en")
          for (const language of pithLanguages(code))
            pairs.push({ source, language, english, translation: text });
    }
  }
  return pairs;
}

/**
 * A Shariff service module's object, run in a sandbox where the widget, `document` and `window` are
 * a stand-in that answers every call: the labels do not depend on them, the URLs the services build
 * do.
 */
function shariffService(code: string): Record<string, unknown> {
  const standIn: unknown = new Proxy(() => {}, {
    get: (_target, property) => (property === Symbol.toPrimitive ? () => "" : standIn),
    apply: () => standIn,
  });
  const module = { exports: undefined as unknown };
  runInNewContext(code, { module, require: () => standIn, document: standIn, window: standIn });
  return (module.exports as (widget: unknown) => Record<string, unknown>)(standIn);
}

const TIME_UNITS: readonly string[] = ["second", "minute", "hour", "day", "week", "month", "year"];

/**
 * ICU's names of dates through `Intl` (CLDR data, in Node's full ICU): weekdays, months alone and
 * as a date writes them ("14 marca"), "yesterday", "today", "tomorrow", and units of time ("5
 * Stunden" ↔ "5 hours"): the words datelines are made of. Not relative times as a whole ("vor 5
 * Stunden"): their one content word would stand for "hours ago", and "ago" for every "Stunden".
 */
export function icuDatePairs(): AlignedString[] {
  const source = "ICU (Intl)";
  const formats = (locale: string): string[] => {
    const dateFormat = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options });
    const auto = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    return [
      ...WEEK_DAYS.map((date) => dateFormat({ weekday: "long" }).format(date)),
      ...MONTH_DAYS.map((date) => dateFormat({ month: "long" }).format(date)),
      ...MONTH_DAYS.map((date) => dateFormat({ month: "long", day: "numeric" }).format(date)),
      ...[-1, 0, 1].map((offset) => auto.format(offset, "day")),
      ...TIME_UNITS.flatMap((unit) =>
        [1, 5].map((count) =>
          new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(count),
        ),
      ),
    ];
  };
  const english = formats("en");
  return LEXICON_LANGUAGES.flatMap((language) =>
    formats(language).map((translation, i) => ({
      source,
      language,
      english: english[i],
      translation,
    })),
  );
}

/** Every source's pairs. */
export function allPairs(): AlignedString[] {
  return [...docusaurusPairs(), ...tarteaucitronPairs(), ...shariffPairs(), ...icuDatePairs()];
}
