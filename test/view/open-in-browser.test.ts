import { describe, expect, it } from "vitest";
import { browserCommand, noDisplay } from "../../src/view/open-in-browser.js";

describe("browserCommand", () => {
  it("on Windows hands the file name to the default handler as one argument, through no shell", () => {
    const name = "C:\\pages\\a&calc.exe|x^%PATH%.html";
    const { command, args } = browserCommand(name, "win32", undefined);
    expect(command).not.toMatch(/cmd|powershell/i);
    expect(args.at(-1)).toBe(name);
    expect(args.filter((arg) => arg.includes(name))).toHaveLength(1);
  });

  it("uses $BROWSER first, then open on macOS and xdg-open elsewhere", () => {
    expect(browserCommand("p.html", "linux", "firefox")).toEqual({
      command: "firefox",
      args: ["p.html"],
    });
    expect(browserCommand("p.html", "darwin", undefined).command).toBe("open");
    expect(browserCommand("p.html", "linux", undefined).command).toBe("xdg-open");
  });
});

describe("noDisplay", () => {
  it("says why on Linux without DISPLAY or WAYLAND_DISPLAY, nothing with one", () => {
    expect(noDisplay("linux", {})).toMatch(/no display/);
    expect(noDisplay("linux", { DISPLAY: ":0" })).toBeUndefined();
    expect(noDisplay("win32", {})).toBeUndefined();
  });
});
