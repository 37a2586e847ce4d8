/**
 * Class names (lowercased) that hide an element's text from the screen and keep it for screen
 * readers: Bootstrap's `sr-only`, WordPress's `screen-reader-text`, the HTML5 Boilerplate's
 * `visually-hidden`, Foundation's `show-for-sr`, Drupal's `element-invisible`, and their common
 * spellings. Readers of the page never see the labels they carry ("Article content" before every
 * paragraph group of a Postmedia story, "Advertisement", "Opens in a new window").
 */
export const SCREEN_READER_CLASSES: ReadonlySet<string> = new Set([
  "sr-only",
  "sr-text",
  "screen-reader-text",
  "screen-reader-only",
  "screenreader-only",
  "screenreader-text",
  "visually-hidden",
  "visuallyhidden",
  "u-visually-hidden",
  "is-visually-hidden",
  "hidden-visually",
  "show-for-sr",
  "element-invisible",
  "a11y-hidden",
  "assistive-text",
]);
