import { escapeMarkdown } from "../markdown.js";
import type { UserComment } from "./comment-list.js";

/**
 * Comments for the text format: one paragraph per comment, its first line "author — date" (either
 * alone when the page gives only one), then its text.
 */
export function commentsAsText(comments: readonly UserComment[]): string {
  return comments
    .map((comment) => [commentHeader(comment, " — "), comment.text].filter(Boolean).join("\n"))
    .join("\n\n");
}

/**
 * Comments for Markdown: one list item per comment, "**author** · date" on top, each line of its
 * text a paragraph of the item.
 */
export function commentsAsMarkdown(comments: readonly UserComment[]): string {
  return comments
    .map((comment) => {
      const author = comment.author === null ? null : `**${escapeMarkdown(comment.author)}**`;
      const header = commentHeader({ ...comment, author }, " · ");
      const paragraphs = [header, ...comment.text.split("\n").map(escapeMarkdown)].filter(Boolean);
      return `- ${paragraphs.join("\n\n  ")}`;
    })
    .join("\n\n");
}

/** Author and date a separator apart, either alone, or "" when the page gives neither. */
export function commentHeader(
  comment: Pick<UserComment, "author" | "published">,
  separator: string,
): string {
  return [comment.author, comment.published].filter((part) => part !== null).join(separator);
}
