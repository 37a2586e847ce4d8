/** Excerpts stop at a sentence's end under this many characters. */
const MAX_EXCERPT_CHARACTERS = 300;
/** A line of fewer words is a heading, a byline or a caption, not the first paragraph. */
const MIN_PARAGRAPH_WORDS = 12;
/** …unless it is this long: Chinese and Japanese write a paragraph without spaces. */
const MIN_PARAGRAPH_CHARACTERS = 100;

/** A sentence's end: its punctuation, then a space (or the text's end). */
const SENTENCE_END = /[.!?。！？](?=\s|$)/gu;

/**
 * A summary of the main text for pages that declare no description: its first paragraph (the
 * first line of `MIN_PARAGRAPH_WORDS` words or `MIN_PARAGRAPH_CHARACTERS` characters), cut after the last sentence that ends within
 * `MAX_EXCERPT_CHARACTERS`, or at a word with "…" when no sentence ends there. Null without one.
 */
export function firstParagraphExcerpt(mainText: string): string | null {
  const paragraph = mainText
    .split("\n")
    .map((line) => line.trim())
    .find(
      (line) =>
        line.split(/\s+/).length >= MIN_PARAGRAPH_WORDS || line.length >= MIN_PARAGRAPH_CHARACTERS,
    );
  if (paragraph === undefined) return null;
  if (paragraph.length <= MAX_EXCERPT_CHARACTERS) return paragraph;
  const head = paragraph.slice(0, MAX_EXCERPT_CHARACTERS);
  const sentenceEnds = [...head.matchAll(SENTENCE_END)];
  const lastEnd = sentenceEnds.at(-1);
  if (lastEnd?.index !== undefined) return head.slice(0, lastEnd.index + 1);
  return `${head.replace(/\s+\S*$/, "")}…`;
}
