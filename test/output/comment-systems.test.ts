import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { commentBlocks } from "../../src/decision/comment-blocks.js";
import { segmentPage } from "../../src/extract/pipeline.js";
import { isCommentContainer } from "../../src/features/facts/comment-markup.js";
import { commentList } from "../../src/output/comments/comment-list.js";
import { THREAD_ROOTS } from "./comment-systems.js";
import { FIXTURES_DIR } from "./fixture-cases.js";

const read = (name: string, file: string) => readFileSync(join(FIXTURES_DIR, name, file), "utf8");

/**
 * Each discussion system's thread, every block of it given as a comment block: one item per post
 * (a nested reply apart, not merged into its parent, nor a post split in two), each with its
 * author and date, and its text without the header line, profile column, counters and buttons.
 */
describe.each(Object.keys(THREAD_ROOTS))("comment list of %s", (name) => {
  const page = segmentPage(read(name, "source.html")).page;
  const isRoot = THREAD_ROOTS[name];
  const selection = Uint8Array.from(page.blocks, (block) => (block.ancestors.some(isRoot) ? 1 : 0));
  const comments = commentList(page, selection);
  const expected = JSON.parse(read(name, "expected-comments.json"));

  it("has one item per post, each with its author and date", () => {
    expect(comments).toHaveLength(expected.length);
    for (const comment of comments) {
      expect(comment.author, comment.text).not.toBeNull();
      expect(comment.published, comment.text).not.toBeNull();
    }
  });

  it("gives each post's author, date and text as reviewed", () => {
    expect(comments).toEqual(expected);
  });
});

describe("thread posts by markup", () => {
  const first = (html: string) => {
    const document = parseDocument(html);
    const found = (document.children as never[]).find(
      (node: { type: string }) => node.type === "tag",
    );
    return found as unknown as Parameters<typeof isCommentContainer>[0];
  };

  it("reads a forum's post containers as comments", () => {
    expect(isCommentContainer(first('<div class="topic-post clearfix regular"></div>'))).toBe(true);
    expect(isCommentContainer(first('<div class="topic-body crawler-post"></div>'))).toBe(true);
    expect(isCommentContainer(first('<li class="postbitlegacy postcontainer old"></li>'))).toBe(
      true,
    );
    expect(
      isCommentContainer(first('<div class="post bg2"><div class="inner"><div class="postbody">')),
    ).toBe(true);
    expect(
      isCommentContainer(first('<li class="post"><div data-role="post-content"></div></li>')),
    ).toBe(true);
  });

  it("does not read a blog's post as a thread's", () => {
    expect(
      isCommentContainer(first('<div class="post hentry"><div class="post-body entry-content">')),
    ).toBe(false);
    expect(
      isCommentContainer(first('<article class="post"><div class="post-content"><p>x</p>')),
    ).toBe(false);
    expect(isCommentContainer(first('<div class="post-list"></div>'))).toBe(false);
  });
});

describe("a Disqus thread the model leaves out", () => {
  it("is taken by its markup, one comment per post", () => {
    const page = segmentPage(read("comments-disqus-embed", "source.html")).page;
    const inArticle = (block: (typeof page.blocks)[number]) =>
      block.ancestors.some((element) => element.name === "article");
    const selected = Uint8Array.from(page.blocks, (block) => (inArticle(block) ? 1 : 0));
    const taken = commentBlocks(page, new Uint8Array(page.blocks.length), selected);
    expect(taken).toBeDefined();
    const comments = commentList(page, taken as Uint8Array);
    expect(comments).toEqual(JSON.parse(read("comments-disqus-embed", "expected-comments.json")));
  });
});
