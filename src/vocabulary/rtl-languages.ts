/**
 * Languages written right to left (ISO 639-1 and the 639-3 codes BCP 47 uses where no two-letter
 * code exists): Arabic, Hebrew, Persian, Urdu, Pashto, Sindhi, Uyghur, Yiddish, Dhivehi, Sorani
 * Kurdish, Syriac, N'Ko.
 */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set([
  "ar",
  "he",
  "fa",
  "ur",
  "ps",
  "sd",
  "ug",
  "yi",
  "dv",
  "ckb",
  "syr",
  "nqo",
]);
