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
  // Not `cmd /c start`: cmd would read &, |, ^ and % in a file's name as commands. rundll32 hands
  // the one argument to the default handler as it is.
  if (platform === "win32")
    return { command: "rundll32.exe", args: ["url.dll,FileProtocolHandler", target] };
  return { command: "xdg-open", args: [target] };
}

/** How long an opener may take to fail before it counts as a browser that started. */
export const OPENER_PATIENCE_MS = 3000;

/**
 * Why no browser can open here, or undefined: on Linux and the BSDs, xdg-open needs a graphical
 * session (issue 58: with none it failed after pith had said "opened").
 */
export function noDisplay(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  if (env.BROWSER !== undefined && env.BROWSER.trim() !== "") return undefined;
  if (platform === "darwin" || platform === "win32") return undefined;
  if ((env.DISPLAY ?? "") !== "" || (env.WAYLAND_DISPLAY ?? "") !== "") return undefined;
  return "there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set; set BROWSER to a browser that needs none)";
}

/**
 * Opens `target` in the user's browser. Resolves once the opener has handed the target on (it
 * exited 0) or is still running after `OPENER_PATIENCE_MS` (a browser itself); rejects with a
 * PITH_NO_BROWSER error saying what to do instead when there is no display, the opener is
 * missing, or it exits with a failure.
 */
export function openInBrowser(target: string, patienceMs = OPENER_PATIENCE_MS): Promise<void> {
  const cannot = (reason: string) =>
    new PithError("PITH_NO_BROWSER", `cannot open a browser: ${reason}; open ${target} yourself`);
  const display = noDisplay();
  if (display !== undefined) return Promise.reject(cannot(display));
  const { command, args } = browserCommand(target);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { detached: true, stdio: "ignore" });
    let timer: NodeJS.Timeout | undefined;
    child.once("spawn", () => {
      timer = setTimeout(() => {
        child.unref();
        resolve();
      }, patienceMs);
    });
    child.once("exit", (status, signal) => {
      clearTimeout(timer);
      if (status === 0) resolve();
      else
        reject(
          cannot(
            `${command} failed (${signal === null ? `exit status ${status}` : `signal ${signal}`})`,
          ),
        );
    });
    child.once("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const reason =
        error.code === "ENOENT"
          ? `${command} was not found (on Debian and Ubuntu it comes with xdg-utils; or set BROWSER to your browser)`
          : `${command} failed: ${error.message}`;
      reject(cannot(reason));
    });
  });
}
