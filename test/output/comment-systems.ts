import type { Element } from "domhandler";

/**
 * The comment-system fixtures (test/fixtures/comments-*) whose thread test/output/comment-systems
 * .test.ts reads directly: for each, the element holding the thread. Every block inside it is given
 * to `commentList` as a comment block, as a model labelling the whole thread would; the items must
 * equal the case's `expected-comments.json` (one per post, its author and date, its text alone).
 */
export const THREAD_ROOTS: Readonly<Record<string, (element: Element) => boolean>> = {
  "comments-disqus-embed": (element) => element.attribs.id === "post-list",
  "comments-discourse-topic": (element) => hasClass(element, "post-stream"),
  "comments-discourse-crawler": (element) =>
    /DiscussionForumPosting$/.test(element.attribs.itemtype ?? ""),
  "comments-phpbb-prosilver": (element) => /^p\d+$/.test(element.attribs.id ?? ""),
  "comments-vbulletin-postbit": (element) => element.attribs.id === "posts",
  "comments-github-issue": (element) => hasClass(element, "js-discussion"),
};

function hasClass(element: Element, name: string): boolean {
  return (element.attribs.class ?? "").split(/\s+/).includes(name);
}
