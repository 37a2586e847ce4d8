import type { Element } from "domhandler";
import type { SegmentedPage } from "../blocks/block.js";
import { CONSENT_MANAGER_PREFIXES } from "../vocabulary/consent-managers.js";
import { withoutBlocksUnder } from "./blocks-under.js";

/**
 * The selection without the blocks of a consent manager's dialog (`CONSENT_MANAGER_PREFIXES`: an
 * element whose id or one of whose class names starts with one): its paragraphs on necessary,
 * functional and advertising cookies are prose the first stage takes for an article's
 * (reuters.com's OneTrust dialog, 430 words after the article).
 */
export function withoutConsentDialogs(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  return withoutBlocksUnder(page, selected, namesConsentManager);
}

function namesConsentManager(element: Element): boolean {
  const { class: className, id } = element.attribs;
  const names = `${id ?? ""} ${className ?? ""}`.toLowerCase().split(/\s+/);
  return names.some(
    (name) => name !== "" && CONSENT_MANAGER_PREFIXES.some((prefix) => name.startsWith(prefix)),
  );
}
