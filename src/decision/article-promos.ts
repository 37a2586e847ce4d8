import type { Element } from "domhandler";
import type { SegmentedPage } from "../blocks/block.js";
import { withoutBlocksUnder } from "./blocks-under.js";
import { classNamesOf } from "./class-names.js";

/** A class naming an article's body (`entry_content`, `article-body`, `story-text`, `post-content`). */
const ARTICLE_BODY = /(?:^|[_-])(?:article|entry|story|post)[_-]?(?:body|content|text)(?:$|[_-])/;

/**
 * The selection without promotions inside an article's body: an element whose class has the piece
 * "promo" (`div.promo_holder` around HuffPost's "Also on HuffPost" slideshow, a gallery's "23
 * Photos … View the Full Gallery »", a course or event ad) within an `<article>`, an
 * `itemprop="articleBody"` element or one whose class names an article's body. Outside an article
 * a promo is often the page itself: a service page's cards (`cmp-promo` in Adobe's components), a
 * shop's price promotion.
 */
export function withoutArticlePromos(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  return withoutBlocksUnder(page, selected, isArticlePromo);
}

function isArticlePromo(element: Element): boolean {
  const className = element.attribs.class;
  // Most classes name no promo: a cheap test before splitting them.
  if (className === undefined || !/promo/i.test(className)) return false;
  if (!piecesOf(className).includes("promo")) return false;
  for (let node = element.parent; node !== null; node = node.parent) {
    if (node.type !== "tag") continue;
    const ancestor = node as Element;
    if (ancestor.name === "article" || ancestor.attribs.itemprop === "articleBody") return true;
    if (classNamesOf(ancestor).some((name) => ARTICLE_BODY.test(name))) return true;
  }
  return false;
}

function piecesOf(className: string): string[] {
  return className.toLowerCase().split(/[\s_-]+/);
}
