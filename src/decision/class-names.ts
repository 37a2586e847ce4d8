import type { Element } from "domhandler";

/**
 * An element's class names, lowercased, as the selection steps read them: whole names between
 * spaces (`intro-body__anonymous`), not `classTokens`' words split at hyphens, digits and humps.
 */
export function classNamesOf(element: Element): string[] {
  return (element.attribs.class ?? "").toLowerCase().split(/\s+/);
}
