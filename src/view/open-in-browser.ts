import { spawn } from "node:child_process";
import { PithError } from "../util/errors.js";

/** The program that opens a file or address in the user's browser, and its arguments. */
export function browserCommand(
  target: string,
  platform: NodeJS.Platform = process.platform,
  browser: string | undefined = process.env.BROWSER,
): { readonly command: string; readonly args: readonly string[] } {
  // $BROWSER is how Unix users name their browser (Python's webbrowser and npm read it too).
  if (browser !== undefined && browser.trim() !== "") return { command: browser, args: [target] };
  if (platform === "darwin") return { command: "open", args: [target] };
  if (platform === "win32") return { command: "cmd", args: ["/c", "start", '""', target] };
  return { command: "xdg-open", args: [target] };
}

/**
 * Opens `target` in the user's browser and returns once the opener started (it is left running
 * on its own). A missing opener is a PITH_NO_BROWSER error saying what to do instead.
 */
export function openInBrowser(target: string): Promise<void> {
  const { command, args } = browserCommand(target);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { detached: true, stdio: "ignore" });
    child.once("spawn", () => {
      child.unref();
      resolve();
    });
    child.once("error", (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === "ENOENT"
          ? `${command} was not found (on Debian and Ubuntu it comes with xdg-utils; or set BROWSER to your browser)`
          : `${command} failed: ${error.message}`;
      reject(
        new PithError(
          "PITH_NO_BROWSER",
          `cannot open a browser: ${reason}; open ${target} yourself`,
        ),
      );
    });
  });
}
