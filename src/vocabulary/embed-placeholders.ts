/**
 * What a consent-gated embed's placeholder is made of. Sites that load a video, a post or a podcast
 * player only after the reader agrees show a placeholder in its place ("Externer Inhalt nicht
 * verfügbar", "YouTube-Inhalte erlauben", "Um eingebettete Inhalte anzuzeigen, ist deine
 * Einwilligung … notwendig") and keep the embed's HTML aside in a `data-…embed…` attribute, or
 * mark the placeholder by a class naming both a placeholder and what it stands for.
 */

/** An attribute name holding the deferred embed: `data-embed`, `data-embed-content`, `data-oembed`. */
export const DEFERRED_EMBED_ATTRIBUTE = /^data-(?:[a-z0-9-]*-)?o?embed(?:-[a-z0-9-]*)?$/;

/** Markup a deferred embed's attribute value holds (its HTML, kept until consent). */
export const EMBED_MARKUP = /<\s*(?:iframe|blockquote|script|p|div|img|video|audio)\b/i;

/** Words one class name pairs with "placeholder" on a consent-gated embed. */
export const PLACEHOLDER_SUBJECTS: readonly string[] = [
  "embed",
  "social",
  "consent",
  "privacy",
  "2click",
  "twoclick",
  "player",
  "video",
];

/**
 * What a class pairs with "fallback" on a media player's failure notice ("We apologize, but this
 * video has failed to load."): only players, since an embed's fallback is often the embedded post
 * itself (a tweet's `<blockquote>`).
 */
export const FALLBACK_SUBJECTS: readonly string[] = ["player", "video"];

/**
 * Class names of a social network's post embedded in a page, as each network's embed code writes
 * it (`<blockquote class="twitter-tweet">` before its script turns it into a frame): X/Twitter,
 * Instagram, TikTok, Bluesky, Facebook, Reddit, Threads.
 */
export const SOCIAL_POST_CLASSES: ReadonlySet<string> = new Set([
  "twitter-tweet",
  "twitter-video",
  "instagram-media",
  "tiktok-embed",
  "bluesky-embed",
  "fb-post",
  "reddit-embed-bq",
  "text-post-media",
]);
