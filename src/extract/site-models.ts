import type { ContentModel } from "../models/model.js";

/**
 * Site models (`pith train --base`, `pith extract --site-model host=FILE`): a host → the model for
 * its pages. A page whose address is on that host, or on one of its subdomains, gets that model;
 * a leading `www.` is ignored on both sides, and the longest matching host wins.
 */
export type SiteModels = Readonly<Record<string, string | ContentModel>>;

/** The model of the page at `url`: its site's, else `fallback`. */
export function modelForPage(
  url: string | undefined,
  fallback: string | ContentModel,
  siteModels: SiteModels,
): string | ContentModel {
  const host = url === undefined ? undefined : hostOf(url);
  if (host === undefined) return fallback;
  let best: string | undefined;
  for (const key of Object.keys(siteModels)) {
    const site = siteHost(key);
    if ((host === site || host.endsWith(`.${site}`)) && site.length > (best?.length ?? -1))
      best = key;
  }
  return best === undefined ? fallback : siteModels[best];
}

/** A site key as matched: lowercase, without `www.`. */
export function siteHost(host: string): string {
  const lower = host.trim().toLowerCase();
  return lower.startsWith("www.") ? lower.slice(4) : lower;
}

function hostOf(url: string): string | undefined {
  try {
    return siteHost(new URL(url).hostname);
  } catch {
    return undefined;
  }
}
