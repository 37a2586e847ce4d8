import type { SegmentedPage } from "../blocks/block.js";
import type { BlockPrediction, ContentModel } from "../models/model.js";
import { withoutAdSlotLabels } from "./ad-slot-labels.js";
import { withoutAffiliateDisclosures } from "./affiliate-disclosures.js";
import { withoutArchiveLists } from "./archive-lists.js";
import { withoutArticlePromos } from "./article-promos.js";
import { withoutAuthorBios } from "./author-bios.js";
import { withoutConsentDialogs } from "./consent-dialogs.js";
import { withoutEmbedPlaceholders } from "./embed-placeholders.js";
import { withoutHiddenPrompts } from "./hidden-prompts.js";
import { withoutInlineRelatedLinks } from "./inline-related-links.js";
import { withoutLiveEntryHeaders } from "./live-entry-headers.js";
import { withoutPictureCaptions } from "./picture-captions.js";
import { withoutPostFurniture } from "./post-furniture.js";
import { withReferencedNotes } from "./referenced-notes.js";
import { withoutRepeats } from "./repeated-blocks.js";
import { withoutScreenReaderText } from "./screen-reader-text.js";
import { withoutSecondArticles } from "./second-articles.js";
import { withoutSignupForms } from "./signup-forms.js";
import { innerModel, type WrappedModel } from "./short-output-fallback.js";
import { withoutSocialPosts } from "./social-posts.js";
import { withoutTeaserLists } from "./teaser-lists.js";
import { withoutTrailingHeadings } from "./trailing-headings.js";

/**
 * A step that changes a model's selection (most take blocks out; the last brings referenced notes
 * in); returns `selected` itself when it changes nothing.
 */
export interface SelectionStep {
  readonly name: string;
  /** What the step does, in a sentence (`pith view` shows it). */
  readonly why: string;
  readonly apply: (page: SegmentedPage, selected: Uint8Array) => Uint8Array;
}

/** The steps every model read from a file gets, in the order they run. */
export const SELECTION_STEPS: readonly SelectionStep[] = [
  {
    name: "repeated blocks",
    why: "second copies of a block of 12 words or more outside the article (a quoted post, a printed copy of the article, a teaser or share bar shown twice) are left out; the article's own repeats (a refrain, a notice at top and end) stay",
    apply: withoutRepeats,
  },
  {
    name: "second articles",
    why: "on a page that shows several whole stories one after another (each an <article> with its own <h1>), the stories after the page's own are not its content",
    apply: withoutSecondArticles,
  },
  {
    name: "consent dialogs",
    why: "a consent manager's dialog (OneTrust, Didomi, Usercentrics, Cookiebot …, by its ids and class names) is not the page's content",
    apply: withoutConsentDialogs,
  },
  {
    name: "hidden prompts",
    why: "a subscription, sign-in or newsletter prompt that a class hides until a script shows it to some readers is not the article",
    apply: withoutHiddenPrompts,
  },
  {
    name: "sign-up forms",
    why: "a form asking for an e-mail address with nothing to write in (a newsletter's or an account's: its labels and consent fine print) is not the article",
    apply: withoutSignupForms,
  },
  {
    name: "embed placeholders",
    why: 'a consent-gated embed\'s placeholder ("external content not available", "allow YouTube content": its embed kept aside in a data-embed attribute, or a class pairing placeholder with embed) is not what the author wrote',
    apply: withoutEmbedPlaceholders,
  },
  {
    name: "social posts",
    why: "a social network's post embedded in the article (a tweet, an Instagram or TikTok post) is someone else's words shown beside the article, like a picture",
    apply: withoutSocialPosts,
  },
  {
    name: "ad slot labels",
    why: 'the label and controls of an ad slot between the paragraphs ("Advertisement", "Remove ads": an element named ad that holds a few words in all) are not the article\'s',
    apply: withoutAdSlotLabels,
  },
  {
    name: "screen-reader text",
    why: "blocks only screen readers get (sr-only, visually-hidden, screen-reader-text …) are out of every reader's sight",
    apply: withoutScreenReaderText,
  },
  {
    name: "affiliate disclosures",
    why: 'a publisher\'s notice about its affiliate links ("we may earn a commission": a class pairing affiliate with disclaimer, disclosure or notice) is not the article',
    apply: withoutAffiliateDisclosures,
  },
  {
    name: "author bios",
    why: "an author's card or biography box is about the writer, not the article",
    apply: withoutAuthorBios,
  },
  {
    name: "inline related links",
    why: 'a line between the paragraphs that is a short label and one link to another article of the site ("Read also: …", "Les også: …") points away from the article',
    apply: withoutInlineRelatedLinks,
  },
  {
    name: "article promos",
    why: 'a promotion inside the article\'s body (an element named promo: a slideshow of other stories, "23 Photos … View the Full Gallery »", a course or event ad) interrupts the article',
    apply: withoutArticlePromos,
  },
  {
    name: "teaser lists",
    why: 'a list of cards for the site\'s other stories (a headline link, a summary, a date: "Read Next", "More from …") points away from the article, wherever it sits',
    apply: withoutTeaserLists,
  },
  {
    name: "archive lists",
    why: 'a blog\'s archive of months ("September 2012", "Julho 2008 (168)": three or more in one list) says when posts were written, not what the page says',
    apply: withoutArchiveLists,
  },
  {
    name: "post furniture",
    why: "the furniture of a thread's posts and comments (the poster's profile and post count, a signature, badges, reaction, voting and action bars) is not what the poster wrote",
    apply: withoutPostFurniture,
  },
  {
    name: "live entry headers",
    why: 'the header line of each live-blog entry (its time and author: "21:00 Antony Clements-Thrower") is furniture repeated down the page, not what the entry says',
    apply: withoutLiveEntryHeaders,
  },
  {
    name: "picture captions",
    why: "captions of pictures (a figure's figcaption beside an image or a video) are not body text",
    apply: withoutPictureCaptions,
  },
  {
    name: "trailing headings",
    why: 'a short heading the selection ends with titles a section it left out ("Share this:", "You might also like", "Related Posts", "16 comments:"): nothing of the article follows it',
    apply: withoutTrailingHeadings,
  },
  {
    name: "referenced notes",
    why: "a footnote the selected text refers to (a note mark linking to its note) is the author's, even where the model left the note list out",
    apply: withReferencedNotes,
  },
];

/** The model with `SELECTION_STEPS` applied to its selection; the rest of its prediction kept. */
export function withSelectionSteps(model: ContentModel): WrappedModel {
  return {
    name: model.name,
    inner: innerModel(model),
    predict(page: SegmentedPage): BlockPrediction {
      const prediction = model.predict(page);
      const selected = applySelectionSteps(page, prediction.selected);
      return selected === prediction.selected ? prediction : { ...prediction, selected };
    },
  };
}

/** `selected` after every step of `SELECTION_STEPS`; itself when no step changed it. */
function applySelectionSteps(page: SegmentedPage, selected: Uint8Array): Uint8Array {
  let after = selected;
  for (const step of SELECTION_STEPS) after = step.apply(page, after);
  return after;
}
