/** One keyboard shortcut of the labelling app: the keys (`KeyboardEvent.key`) and what they do. */
export interface Shortcut {
  readonly keys: readonly string[];
  readonly action: string;
  /** What the help line says. */
  readonly help: string;
}

/**
 * Every shortcut, the app's help list and its key handling read from here. A label key becomes
 * the label clicks apply, and labels the blocks under the keys' cursor if there is one (the block
 * j / k moved to, with the range Shift extended).
 */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ["t", "1"], action: "label:title", help: "title" },
  { keys: ["b", "2"], action: "label:body", help: "body" },
  { keys: ["c", "3"], action: "label:comment", help: "comment" },
  { keys: ["x", "4"], action: "label:boilerplate", help: "boilerplate" },
  { keys: ["j", "ArrowDown"], action: "next-block", help: "next block (Shift: extend)" },
  { keys: ["k", "ArrowUp"], action: "previous-block", help: "previous block (Shift: extend)" },
  {
    keys: ["Escape"],
    action: "leave-cursor",
    help: "leave the cursor (label keys then only pick)",
  },
  { keys: ["n", "Enter"], action: "next-page", help: "page done: save it and go to the next" },
  { keys: ["p"], action: "previous-page", help: "previous page" },
  { keys: ["?"], action: "help", help: "hide or show this help" },
];
