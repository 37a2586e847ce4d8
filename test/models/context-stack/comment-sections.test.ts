import { describe, expect, it } from "vitest";
import { segmentPage } from "../../../src/extract/extract.js";
import {
  AFTER_COMMENT_FORM,
  commentMarkupOf,
  IN_COMMENTS,
  moveCommentSections,
  moveProductReviews,
  sectionMarkupOf,
  withCommentAnchor,
} from "../../../src/models/context-stack/comment-sections.js";

const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
// Blocks: 0, 1 = the post (20 words each); 2, 3 = two comments (12 and 8 words); 4 = footer.
const { page } = segmentPage(
  `<article><p>${words(20)}</p><p>${words(20)}</p></article><ol class="commentlist"><li class="comment"><div><p>${words(12)}</p></div></li><li class="comment"><div><p>${words(8)}</p></div></li></ol><footer>${words(3)}</footer>`,
);

function moved(
  firstProbability: number[],
  selected: number[],
  comment: number[] | null = [0, 0, 0, 0, 0],
) {
  const selection = Uint8Array.from(selected);
  const comments = comment === null ? undefined : Uint8Array.from(comment);
  moveCommentSections(
    commentMarkupOf(page.blocks),
    firstProbability,
    page.blocks,
    selection,
    comments,
  );
  return { selected: [...selection], comment: comments === undefined ? undefined : [...comments] };
}

describe("comment sections by their markup", () => {
  it("moves the selected blocks of a comment list on an article page to the comments", () => {
    expect(page.blocks.map((block) => block.wordCount)).toEqual([20, 20, 12, 8, 3]);
    expect(moved([0.9, 0.8, 0.4, 0.3, 0.1], [1, 1, 1, 1, 0])).toEqual({
      selected: [1, 1, 0, 0, 0],
      comment: [0, 0, 1, 1, 0],
    });
    // Unselected blocks in the markup are not made comments: the model did not read them as text.
    expect(moved([0.9, 0.8, 0.4, 0.1, 0.1], [1, 1, 1, 0, 0]).comment).toEqual([0, 0, 1, 0, 0]);
  });

  it("keeps the comments out of the content also when the model reports no comments", () => {
    expect(moved([0.9, 0.8, 0.4, 0.3, 0.1], [1, 1, 1, 1, 0], null)).toEqual({
      selected: [1, 1, 0, 0, 0],
      comment: undefined,
    });
  });

  it("leaves a thread's posts in the content", () => {
    // The likeliest block is a comment and nothing outside the markup reaches 0.5: a thread.
    expect(moved([0.3, 0.2, 0.9, 0.6, 0.1], [0, 0, 1, 1, 0]).selected).toEqual([0, 0, 1, 1, 0]);
    // One block outside the markup at 0.5 makes it an article under a longer comment section.
    expect(moved([0.5, 0.2, 0.9, 0.6, 0.1], [1, 1, 1, 1, 0]).selected).toEqual([1, 1, 0, 0, 0]);
  });

  it("keeps the sections when fewer than ten words would be left", () => {
    // Only the 3-word footer is selected outside the markup: the markup wraps the content itself.
    expect(moved([0.6, 0.2, 0.9, 0.6, 0.5], [0, 0, 1, 1, 1]).selected).toEqual([0, 0, 1, 1, 1]);
  });
});

describe("a product page's reviews", () => {
  const reviews = `<div id="reviews"><div class="review"><p>${words(12)}</p></div><div class="review"><p>${words(9)}</p></div><div class="review"><p>${words(7)}</p></div></div>`;
  const product = `<script type="application/ld+json">{"@type": "Product", "name": "Mug"}</script>`;
  // Blocks: 0, 1 = the description (20 words each); 2–4 = three reviews.
  const pageOf = (head: string) =>
    segmentPage(
      `<html><head>${head}</head><body><main><p>${words(20)}</p><p>${words(20)}</p></main>${reviews}</body></html>`,
    ).page;
  const moveOn = (head: string, firstProbability: number[]) => {
    const page = pageOf(head);
    const selected = Uint8Array.from([1, 1, 1, 1, 1]);
    const comment = new Uint8Array(5);
    moveProductReviews(
      page,
      sectionMarkupOf(page.blocks).review,
      firstProbability,
      selected,
      comment,
    );
    return { selected: [...selected], comment: [...comment] };
  };

  it("go to the comments on a page that declares a product", () => {
    expect(pageOf(product).blocks.map((block) => block.wordCount)).toEqual([20, 20, 12, 9, 7]);
    expect(moveOn(product, [0.9, 0.8, 0.4, 0.4, 0.3])).toEqual({
      selected: [1, 1, 0, 0, 0],
      comment: [0, 0, 1, 1, 1],
    });
  });

  it("stay on an article, and where a review is the likeliest block", () => {
    const article = `<script type="application/ld+json">[{"@type": "Product"}, {"@type": "Article"}]</script>`;
    expect(moveOn(article, [0.9, 0.8, 0.4, 0.4, 0.3]).selected).toEqual([1, 1, 1, 1, 1]);
    expect(moveOn("", [0.9, 0.8, 0.4, 0.4, 0.3]).selected).toEqual([1, 1, 1, 1, 1]);
    // The reviews are the page: the likeliest block is one and nothing outside reaches 0.5.
    expect(moveOn(product, [0.4, 0.3, 0.9, 0.6, 0.6]).selected).toEqual([1, 1, 1, 1, 1]);
  });
});

describe("section markup", () => {
  it("marks comment and review sections in one walk, six levels up at most, whole words only", () => {
    const wrapped = (levels: number) =>
      `${"<div>".repeat(levels)}<p>${words(5)}</p>${"</div>".repeat(levels)}`;
    const { page: marked } = segmentPage(
      `<div id="Reviews">${wrapped(5)}</div><div class="comment-body review">${wrapped(0)}</div><div class="reviewer">${wrapped(0)}</div><section class="reviews">${wrapped(6)}</section><main><p>${words(30)}</p></main>`,
    );
    const { comment, review } = sectionMarkupOf(marked.blocks);
    // The <p> is level 0, its wrappers 1…levels, the marked element one more: 6 levels up counts, 7 not.
    expect([...review]).toEqual([1, 1, 0, 0, 0]);
    expect([...comment]).toEqual([0, 1, 0, 0, 0]);
  });
});

describe("a comment section started by an anchor, a heading or the comment form", () => {
  const article = `<div class="story"><p>${words(20)}</p><p>${words(20)}</p></div>`;
  const unmarkedComments = `<p class="story">${words(12)}</p><p><b>Posted by Jane on May 2, 2008</b></p>`;
  const marks = (html: string) => {
    const { page: anchored } = segmentPage(html);
    return [...withCommentAnchor(anchored, commentMarkupOf(anchored.blocks))];
  };

  it("marks the blocks after an empty <a name=comments> or a heading with id comments as comments", () => {
    expect(marks(`${article}<a name="comments"></a>${unmarkedComments}`)).toEqual([0, 0, 1, 1]);
    expect(marks(`${article}<h3 id="comments">2 Responses</h3>${unmarkedComments}`)).toEqual([
      0, 0, 1, 1, 1,
    ]);
  });

  it("reads the comments after an anchor inside the article's own container, by the anchor's whole name", () => {
    // ctv.ca: <b>name</b><br>text comments follow <a name="commentSection"> in the container that
    // holds the article's paragraphs, so their blocks' element is that container.
    const container = `<div><p>${words(20)}</p><p>${words(20)}</p><a name="commentSection"></a><b>Comments are now closed</b><br><br><b>Stephen B</b><br>${words(12)}<br><br><b>Lina</b><br>${words(9)}</div>`;
    expect(marks(container)).toEqual([0, 0, 1, 1, 1, 1, 1]);
    expect(marks(container.replace("commentSection", "comments-section"))).toEqual([
      0, 0, 1, 1, 1, 1, 1,
    ]);
    // A name that only contains the word is no section's start.
    expect(marks(container.replace("commentSection", "commentSectionTop"))).toEqual([
      0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it("marks the blocks after the comment form's field as neither article nor comment", () => {
    const form = `<div id="respond"><form action="/wp-comments-post.php"><textarea name="comment"></textarea></form></div>`;
    expect(
      marks(`${article}<a name="comments"></a>${unmarkedComments}${form}<p>RSS feed</p>`),
    ).toEqual([0, 0, IN_COMMENTS, IN_COMMENTS, AFTER_COMMENT_FORM]);
    // A contact form's "comments" field starts nothing, nor does a wrapper holding text.
    const contact = `<form action="/contact"><textarea name="comments"></textarea></form>`;
    expect(marks(`${article}${contact}<p>${words(8)}</p>`)).toEqual([0, 0, 0]);
    // A wrapper marks what it holds (the markup's own 1s), not what follows it.
    expect(marks(`<div id="comments">${article}</div><p>${words(8)}</p>`)).toEqual([1, 1, 0]);
  });

  it("comments after an anchor likelier than the article do not make the page a thread", () => {
    const selection = Uint8Array.from([1, 1, 1, 1]);
    const comments = new Uint8Array(4);
    const anchored = Uint8Array.from([0, 0, IN_COMMENTS, IN_COMMENTS]);
    // The likeliest block (0.95) is a comment and the article is under 0.5: read on the anchor's
    // marks, a thread; on the comment markup (none here), an article whose comments leave it.
    const firstProbability = [0.45, 0.4, 0.95, 0.9];
    moveCommentSections(anchored, firstProbability, page.blocks.slice(0, 4), selection, comments);
    expect([...selection]).toEqual([1, 1, 1, 1]);
    moveCommentSections(
      anchored,
      firstProbability,
      page.blocks.slice(0, 4),
      selection,
      comments,
      new Uint8Array(4),
    );
    expect([...selection]).toEqual([1, 1, 0, 0]);
    expect([...comments]).toEqual([0, 0, 1, 1]);
  });

  it("blocks after the comment form leave the content without becoming comments", () => {
    const selection = Uint8Array.from([1, 1, 1, 1]);
    const comments = new Uint8Array(4);
    moveCommentSections(
      Uint8Array.from([0, 0, IN_COMMENTS, AFTER_COMMENT_FORM]),
      [0.9, 0.8, 0.4, 0.3],
      page.blocks.slice(0, 4),
      selection,
      comments,
    );
    expect([...selection]).toEqual([1, 1, 0, 0]);
    expect([...comments]).toEqual([0, 0, 1, 0]);
  });
});
