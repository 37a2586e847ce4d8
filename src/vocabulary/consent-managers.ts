/**
 * The id and class prefixes of consent managers' dialogs (lowercased): OneTrust, Didomi,
 * Usercentrics, Cookiebot, Quantcast Choice, Sourcepoint, TrustArc, Borlabs, Complianz, CookieYes,
 * CookieLawInfo, GDPR Cookie Compliance (moove), iubenda, tarteaucitron, Osano. A page saved with
 * its consent dialog open carries the dialog's paragraphs about cookies, written like prose.
 * Product names only: a site's own `cookie-banner` or `consent` class may as well wrap an article
 * about cookies or a forum whose body says it asked for consent.
 */
export const CONSENT_MANAGER_PREFIXES: readonly string[] = [
  "onetrust-",
  "ot-sdk-",
  "ot-pc-",
  "optanon",
  "didomi-",
  "usercentrics",
  "cybotcookiebot",
  "qc-cmp2-",
  "sp_message",
  "truste-consent",
  "truste_",
  "borlabscookie",
  "cmplz-cookiebanner",
  "cky-consent",
  "cookie-law-info",
  "moove_gdpr",
  "iubenda-cs-",
  "tarteaucitron",
  "osano-cm-",
];
