import { MEMBER_SINCE_LABEL, UPDATED_LABEL } from "../vocabulary/month-names.js";
import { writtenDateIn } from "./dateline.js";
import type { HeadlineLine } from "./headline-lines.js";

/** A longer line is prose: its dates are what it tells about, not when the page was written. */
const MAX_DATELINE_CHARACTERS = 120;
/** A line this short that says "Updated" and has no date labels the date on the next line. */
const MAX_LABEL_CHARACTERS = 30;

/** A date the page shows beside its headline. */
export interface DisplayedDate {
  /** `YYYY-MM-DD`, the day as the reader sees it. */
  readonly day: string;
  /** Whether the page labels it as an update ("Updated", "Last modified", …). */
  readonly updated: boolean;
}

/**
 * The dates the page shows around its headline (`headlineLines`): each short line's written date
 * ("March 14, 2024", "14. März 2024", "2024年3月14日"), or where it writes none (a relative "2 years
 * ago"), the day of its `<time datetime>` as the page's own offset gives it. In page order.
 */
export function displayedDates(lines: readonly HeadlineLine[]): DisplayedDate[] {
  const dates: DisplayedDate[] = [];
  let labelled = false;
  for (const { text: line, timeDay } of lines) {
    if (line.length > MAX_DATELINE_CHARACTERS || MEMBER_SINCE_LABEL.test(line)) {
      labelled = false;
      continue;
    }
    const day = writtenDateIn(line)?.day ?? timeDay;
    if (day === undefined) {
      labelled = line.length <= MAX_LABEL_CHARACTERS && UPDATED_LABEL.test(line);
      continue;
    }
    dates.push({ day, updated: labelled || updatedBefore(line, day) });
    labelled = false;
  }
  return dates;
}

/** Whether the line says "Updated" before its date (a line may show both dates: "Published … Updated …"). */
function updatedBefore(line: string, day: string): boolean {
  const found = writtenDateIn(line);
  const start = found?.day === day ? found.start : line.length;
  return UPDATED_LABEL.test(line.slice(0, start));
}
