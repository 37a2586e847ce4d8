import { MEMBER_SINCE_LABEL, PUBLISHED_LABEL, UPDATED_LABEL } from "../vocabulary/month-names.js";
import { writtenDateIn } from "./dateline.js";
import type { HeadlineLine } from "./headline-lines.js";

/** A longer line is prose: its dates are what it tells about, not when the page was written. */
const MAX_DATELINE_CHARACTERS = 120;
/** A line this short that says "Updated" or "Published" and has no date labels the date on the next line. */
const MAX_LABEL_CHARACTERS = 30;

/** What a shown date says it is: the publication's ("Published", "Posted", "Start date"), an update, or nothing. */
export type DateLabel = "published" | "updated" | "none";

/** A date the page shows beside its headline. */
export interface DisplayedDate {
  /** `YYYY-MM-DD`, the day as the reader sees it. */
  readonly day: string;
  /** The label before it on its line, or alone on the line above ("Last updated:" / "Dec 12, 2025"). */
  readonly label: DateLabel;
}

/**
 * The dates the page shows around its headline (`headlineLines`): each short line's written date
 * ("March 14, 2024", "14. März 2024", "2024年3月14日"), or where it writes none (a relative "2 years
 * ago"), the day of its `<time datetime>` as the page's own offset gives it. In page order.
 */
export function displayedDates(lines: readonly HeadlineLine[]): DisplayedDate[] {
  const dates: DisplayedDate[] = [];
  let pending: DateLabel = "none";
  for (const { text: line, timeDay } of lines) {
    if (line.length > MAX_DATELINE_CHARACTERS || MEMBER_SINCE_LABEL.test(line)) {
      pending = "none";
      continue;
    }
    const written = writtenDateIn(line);
    const day = written?.day ?? timeDay;
    if (day === undefined) {
      pending = line.length <= MAX_LABEL_CHARACTERS ? labelOf(line) : "none";
      continue;
    }
    const own = labelOf(written === undefined ? line : line.slice(0, written.start));
    dates.push({ day, label: own === "none" ? pending : own });
    pending = "none";
  }
  return dates;
}

/** The label a text gives the date after it (a line may show both: "Published … Updated …"). */
function labelOf(text: string): DateLabel {
  if (UPDATED_LABEL.test(text)) return "updated";
  return PUBLISHED_LABEL.test(text) ? "published" : "none";
}
