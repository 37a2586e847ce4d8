import type { Document, Element } from "domhandler";
import { visibleText } from "../parse/visible-text.js";
import { dropHeading, leadingTitleHeading } from "./fragment.js";
import { type Footnote, footnoteMarkersAsLabels, hasFootnoteMarker } from "./markdown-footnotes.js";

/**
 * The title line's text when the content's leading heading repeats the title with footnote
 * references in it (Word's note on a heading, `<h3>Helpful links<a href="#_ftn1">[1]</a></h3>`):
 * the heading goes, as a repeated title does, and returns as its text with the references' markers,
 * so the title line carries them (`# Helpful links[^1]`) and their notes keep a reference. The
 * title holds the references' labels as text (`Helpful links[1]`): the heading is compared with
 * its markers read as those labels. Undefined, the fragment untouched, for any other content.
 */
export function takeNotedTitleHeading(
  fragment: Document,
  title: string,
  footnotes: readonly Footnote[],
): string | undefined {
  if (title === "" || footnotes.length === 0) return undefined;
  const heading = leadingTitleHeading(fragment, title, (candidate: Element) => {
    const text = visibleText(candidate);
    return hasFootnoteMarker(text) ? footnoteMarkersAsLabels(text, footnotes) : "";
  });
  if (heading === undefined) return undefined;
  dropHeading(heading);
  return visibleText(heading).replace(/\s+/g, " ").trim();
}
