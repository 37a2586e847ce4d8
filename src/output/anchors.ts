import type { AnyNode, Element } from "domhandler";
import { findAll } from "domutils";

/**
 * The `id` (or a link's `name`) a same-page link may point to, when keeping it is safe: one with a character besides
 * letters, `_` and `$` (`fn1`, `fn:1`, `cite_note-3`). An id that is a plain word could clobber a
 * property of `document` or a form (`cookie`, `forms`) once the HTML is embedded in a page, which
 * is why sanitisers such as DOMPurify drop them; a footnote's id always has its number.
 */
export function anchorId(element: Element): string | undefined {
  // An old page's (and Word's) `<a name="fn1">` is the same anchor as an id.
  const id = element.attribs.id ?? (element.name === "a" ? element.attribs.name : undefined);
  return id !== undefined && /[^A-Za-z_$]/.test(id) && !/\s/.test(id) ? id : undefined;
}

/**
 * The fragment a same-page link (`href="#…"`) points to, as written and percent-decoded (a
 * browser matches either), or undefined for any other link.
 */
export function linkTargets(href: string | undefined): string[] {
  if (href === undefined || !href.startsWith("#") || href.length < 2) return [];
  const written = href.slice(1);
  try {
    const decoded = decodeURIComponent(written);
    return decoded === written ? [written] : [written, decoded];
  } catch {
    return [written];
  }
}

/**
 * Drops every `id` that no same-page link of the output points to: ids are kept only to make
 * footnote references (and such links) work inside the content, never as styling hooks.
 */
export function pruneUnlinkedIds(nodes: AnyNode[]): void {
  const targets = new Set<string>();
  for (const link of findAll((element) => element.name === "a", nodes))
    for (const target of linkTargets(link.attribs.href)) targets.add(target);
  for (const element of findAll((candidate) => candidate.attribs.id !== undefined, nodes))
    if (!targets.has(element.attribs.id)) delete element.attribs.id;
}
