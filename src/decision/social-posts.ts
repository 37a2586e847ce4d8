import type { Element } from "domhandler";
import type { SegmentedPage } from "../blocks/block.js";
import { SOCIAL_POST_CLASSES } from "../vocabulary/embed-placeholders.js";
import { withoutBlocksUnder } from "./blocks-under.js";
import { classNamesOf } from "./class-names.js";

/**
 * The selection without social networks' posts embedded in the article (a tweet, an Instagram or
 * TikTok post, by the class its embed code writes): the post is someone else's words quoted as a
 * picture is, and the golds of modern pages leave it out of the body (WCXB and Fundus: none of
 * their 669 embedded words). The HTML and Markdown outputs still show it where it stands between
 * selected blocks, as they show a picture.
 */
export function withoutSocialPosts(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  return withoutBlocksUnder(page, selected, isSocialPost);
}

/** Whether an element is a social network's embedded post, by its embed code's class. */
export function isSocialPost(element: Element): boolean {
  const className = element.attribs.class;
  // Most class attributes hold none of the names anywhere: no splitting for them.
  if (className === undefined || !MENTIONS_SOCIAL_POST.test(className)) return false;
  return classNamesOf(element).some((name) => SOCIAL_POST_CLASSES.has(name));
}

/** Any of SOCIAL_POST_CLASSES anywhere in a class attribute, as a cheap test before splitting it. */
const MENTIONS_SOCIAL_POST = new RegExp([...SOCIAL_POST_CLASSES].join("|"), "i");
