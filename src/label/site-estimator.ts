import { type ChildProcess, spawn } from "node:child_process";

/** What the app shows of the site model's estimate. */
export interface EstimateState {
  /** none: nothing saved yet; waiting / running: a newer estimate is coming. */
  readonly state: "none" | "waiting" | "running" | "done" | "failed";
  /** One line for the app: the latest estimate, or why there is none. */
  readonly text: string;
}

/** How long after the last save an estimate starts: labelling is a burst of saves. */
export const ESTIMATE_DELAY_MS = 3000;

/**
 * `pith label`'s estimate of the site model its labels would make (issue 58): after saves, one
 * `pith train --base MODEL --data DATASET --dry-run` at a time in a process of its own (the
 * labelling app keeps answering), its line kept for the app: "with these 6 pages: 0.931 → 0.962
 * on pages left out". Saves during a run start another after it.
 */
export class SiteEstimator {
  private state: EstimateState = { state: "none", text: "" };
  private child: ChildProcess | undefined;
  private timer: NodeJS.Timeout | undefined;
  private again = false;

  constructor(
    /** The command line: program and arguments. */
    private readonly command: readonly [string, ...string[]],
    private readonly delayMs = ESTIMATE_DELAY_MS,
  ) {}

  get current(): EstimateState {
    return this.state;
  }

  /** The dataset changed: estimate again soon. */
  changed(): void {
    if (this.child !== undefined) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.state = { ...this.state, state: "waiting" };
    this.timer = setTimeout(() => this.run(), this.delayMs);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.child?.kill();
  }

  private run(): void {
    const [program, ...args] = this.command;
    this.state = { ...this.state, state: "running" };
    let stderr = "";
    const child = spawn(program, args, { stdio: ["ignore", "ignore", "pipe"] });
    this.child = child;
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const finish = (failure?: string) => {
      this.child = undefined;
      this.state = failure === undefined ? estimateOf(stderr) : { state: "failed", text: failure };
      if (this.again) {
        this.again = false;
        this.changed();
      }
    };
    child.once("error", (error) => finish(`cannot estimate: ${error.message}`));
    child.once("exit", (status) =>
      finish(status === 0 ? undefined : `cannot estimate: ${lastLine(stderr)}`),
    );
  }
}

/** The app's line from `pith train --dry-run`'s output. */
export function estimateOf(stderr: string): EstimateState {
  const match =
    /on the (\d+) labelled pages.*: base (\d\.\d+) → site model (\d\.\d+) \(([^;]+);.*\); (.*)$/m.exec(
      stderr,
    );
  if (match === null) return { state: "done", text: lastLine(stderr).replace(/^pith train: /, "") };
  const [, pages, base, site, gain, verdict] = match;
  return {
    state: "done",
    text: `with these ${pages} pages: ${base} → ${site} (${gain}) on pages left out; ${verdict}`,
  };
}

function lastLine(text: string): string {
  const lines = text.trim().split("\n");
  return (lines[lines.length - 1] ?? "").replace(/^pith train: /, "");
}
