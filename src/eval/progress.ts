import { SingleBar } from "cli-progress";
import type { Progress } from "./evaluate.js";

/**
 * A progress bar on stderr per phase, only when stderr is a terminal (logs and pipes stay clean).
 * Returns undefined otherwise, so callers pass it straight through as an optional callback.
 */
export function terminalProgress(phase: string): Progress | undefined {
  if (!process.stderr.isTTY) return undefined;
  const bar = new SingleBar({
    format: `${phase.padEnd(14)} {bar} {value}/{total} pages  {eta_formatted} left`,
    stream: process.stderr,
    hideCursor: true,
    clearOnComplete: true,
  });
  let started = false;
  return (done, total) => {
    if (!started) {
      bar.start(total, 0);
      started = true;
    }
    bar.update(done);
    if (done === total) bar.stop();
  };
}
