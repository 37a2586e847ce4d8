import { createRequire } from "node:module";

const { peerDependencies } = createRequire(import.meta.url)("../../package.json") as {
  peerDependencies: Record<string, string>;
};

/**
 * Loads the modules of a command that needs one of pith's optional packages (the service's and
 * the queue's: fastify, bullmq, ioredis, pino). A library user who calls `extract(html)` does
 * not install them; the command that needs one says which and how, instead of a stack trace.
 */
export async function loadForCommand<T>(command: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const missing = missingPackage(error);
    if (missing === undefined) throw error;
    throw new MissingPackageError(command, missing);
  }
}

/** A command's optional package is not installed: exit status 1, with the command to fix it. */
export class MissingPackageError extends Error {
  readonly code = "PITH_MISSING_PACKAGE";

  constructor(command: string, packageName: string) {
    const range = peerDependencies[packageName];
    const install = range === undefined ? packageName : `${packageName}@${range}`;
    super(
      `pith ${command} needs the optional package ${packageName}, which is not installed: npm install ${install}`,
    );
    this.name = "MissingPackageError";
  }
}

/** The optional package a failed import names, if that is why it failed. */
function missingPackage(error: unknown): string | undefined {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== "ERR_MODULE_NOT_FOUND" || typeof message !== "string") return undefined;
  return Object.keys(peerDependencies).find((name) => message.includes(`'${name}'`));
}
