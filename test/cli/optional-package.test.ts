import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { loadForCommand, MissingPackageError } from "../../src/cli/optional-package.js";
import { PITH } from "./run-pith.js";

const { peerDependencies } = createRequire(import.meta.url)("../../package.json") as {
  peerDependencies: Record<string, string>;
};

/** What Node's ESM loader throws for a package that is not installed. */
function notFound(specifier: string): Error {
  return Object.assign(
    new Error(`Cannot find package '${specifier}' imported from /somewhere/dist/serve/server.js`),
    { code: "ERR_MODULE_NOT_FOUND" },
  );
}

describe("loadForCommand", () => {
  it("returns what the command's modules export when they load", async () => {
    await expect(loadForCommand("serve", async () => ({ ready: true }))).resolves.toEqual({
      ready: true,
    });
  });

  it("names the missing optional package and the install that fixes it", async () => {
    const loading = loadForCommand("serve", () => Promise.reject(notFound("fastify")));
    await expect(loading).rejects.toBeInstanceOf(MissingPackageError);
    await expect(loading).rejects.toMatchObject({
      code: "PITH_MISSING_PACKAGE",
      message:
        "pith serve needs the optional package fastify, which is not installed: npm install fastify@^5.12.8",
    });
  });

  it("passes on any other failure untouched: a missing module of pith's own is a bug", async () => {
    const other = notFound("./no-such-module.js");
    await expect(loadForCommand("worker", () => Promise.reject(other))).rejects.toBe(other);
    const broken = new SyntaxError("Unexpected token");
    await expect(loadForCommand("worker", () => Promise.reject(broken))).rejects.toBe(broken);
  });
});

/**
 * `pith` as a library user installs it: a loader hook makes fastify, bullmq, ioredis and pino
 * unresolvable, as they are where npm did not install them.
 */
function runWithoutOptionalPackages(args: readonly string[]) {
  const dir = mkdtempSync(join(tmpdir(), "pith-no-optional-"));
  writeFileSync(
    join(dir, "hooks.mjs"),
    `const OPTIONAL = ${JSON.stringify(Object.keys(peerDependencies))};
export async function resolve(specifier, context, next) {
  if (OPTIONAL.includes(specifier)) {
    const error = new Error(\`Cannot find package '\${specifier}' imported from \${context.parentURL}\`);
    error.code = "ERR_MODULE_NOT_FOUND";
    throw error;
  }
  return next(specifier, context);
}`,
  );
  writeFileSync(
    join(dir, "register.mjs"),
    `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(join(dir, "hooks.mjs")).href)});`,
  );
  return spawnSync(process.execPath, ["--import", join(dir, "register.mjs"), PITH, ...args], {
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("pith without its optional packages", () => {
  it("shows its help, which loads every command's module: none imports them", () => {
    const help = runWithoutOptionalPackages(["--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("serve");
  });

  it.each([
    ["serve", ["serve", "--port", "0"], "fastify"],
    ["worker", ["worker", "--out", tmpdir()], "pino"],
    ["queue status", ["queue", "status"], "bullmq"],
  ])("pith %s says which package to install, status 1", (_, args, missing) => {
    const run = runWithoutOptionalPackages(args);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`needs the optional package ${missing}, which is not installed`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
