import type { Element } from "domhandler";
import type { SegmentedPage } from "../blocks/block.js";
import { CONSENT_MANAGER_PREFIXES } from "../vocabulary/consent-managers.js";
import { selectedWords } from "./short-output-fallback.js";
import { MIN_PLAUSIBLE_WORDS } from "./thresholds.js";

/**
 * The selection without the blocks of a consent manager's dialog (`CONSENT_MANAGER_PREFIXES`: an
 * element whose id or one of whose class names starts with one): its paragraphs on necessary,
 * functional and advertising cookies are prose the first stage takes for an article's
 * (reuters.com's OneTrust dialog, 430 words after the article). When nothing plausible would be
 * left, the selection stays as it is. Returns `selected` itself when no such block is selected.
 */
export function withoutConsentDialogs(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  let kept: Uint8Array | undefined;
  const known = new Map<Element, boolean>();
  const isDialog = (element: Element): boolean => {
    let answer = known.get(element);
    if (answer === undefined) {
      answer = namesConsentManager(element);
      known.set(element, answer);
    }
    return answer;
  };
  for (const block of page.blocks) {
    if (selected[block.index] === 0 || !block.ancestors.some(isDialog)) continue;
    kept ??= Uint8Array.from(selected);
    kept[block.index] = 0;
  }
  if (kept === undefined || selectedWords(page, kept) < MIN_PLAUSIBLE_WORDS) return selected;
  return kept;
}

function namesConsentManager(element: Element): boolean {
  const { class: className, id } = element.attribs;
  const names = `${id ?? ""} ${className ?? ""}`.toLowerCase().split(/\s+/);
  return names.some(
    (name) => name !== "" && CONSENT_MANAGER_PREFIXES.some((prefix) => name.startsWith(prefix)),
  );
}
