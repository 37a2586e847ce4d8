/** How pages title and mark up their footnotes: what `src/output/markdown-footnotes.ts` reads. */

/** Headings over a page's notes, dropped once the notes are GFM definitions at the end. */
export const NOTES_HEADING =
  /^(?:foot|end|side)?notes?:?$|^notes? (?:and|&) references:?$|^references:?$|^fu(?:ss|ß)noten:?$|^notas:?$/i;

/** Ids of a paper's bibliography entries (LaTeXML's `bib.bib12`): cited works, not notes. */
export const BIBLIOGRAPHY_ID = /^bib\.bib\d+$/;
