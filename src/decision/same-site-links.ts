import type { Element } from "domhandler";

/** The page's own address as links are compared with it: host (without `www.`) and path. */
export interface PageAddress {
  readonly host: string | null;
  readonly path: string | null;
}

/** The address of a page whose URL is `url` (null parts when the page does not declare it). */
export function pageAddress(url: string | undefined): PageAddress {
  const parsed = parseUrl(url);
  return {
    host: parsed === undefined ? null : hostName(parsed),
    path: parsed === undefined ? null : parsed.pathname,
  };
}

/**
 * Whether a link goes to a page of this site with a path of its own: relative, or to the page's
 * host (`www.` aside) when the page declares its address.
 */
export function isSameSite(link: Element, pageHost: string | null): boolean {
  return linkTarget(link, { host: pageHost, path: null }) !== undefined;
}

/**
 * Where a link to another page of this site goes (its path and query), or undefined for a link
 * to another site, to a fragment of this page, to the page itself or to the site's front page.
 */
export function linkTarget(link: Element, page: PageAddress): string | undefined {
  const href = (link.attribs.href ?? "").trim();
  if (href === "" || href.startsWith("#")) return undefined;
  if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) {
    const path = href.replace(/[?#].*$/, "");
    return path.length > 1 && path !== page.path ? href.replace(/#.*$/, "") : undefined;
  }
  const parsed = parseUrl(href.startsWith("//") ? `https:${href}` : href);
  if (parsed === undefined || page.host === null || hostName(parsed) !== page.host)
    return undefined;
  const path = parsed.pathname;
  return path.length > 1 && path !== page.path ? `${path}${parsed.search}` : undefined;
}

/** A URL's host name, lower-cased and without `www.`. */
export function hostOf(url: string | undefined): string | undefined {
  const parsed = parseUrl(url);
  return parsed === undefined ? undefined : hostName(parsed);
}

function hostName(url: URL): string {
  return url.hostname.toLowerCase().replace(/^www\./, "");
}

function parseUrl(url: string | undefined): URL | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
