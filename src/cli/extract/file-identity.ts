import { realpathSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";

/**
 * Which file or directory a path leads to on disk: device and inode, after symbolic links. Two
 * paths with the same identity are one file, however they are spelled (a symbolic link, a hard
 * link, a bind mount); undefined when nothing is there.
 */
export function fileIdentity(path: string): string | undefined {
  try {
    const { dev, ino } = statSync(path, { bigint: true });
    return `${dev}:${ino}`;
  } catch {
    return undefined;
  }
}

/**
 * The identities of the directories a path would lie in, itself included when it exists: from its
 * nearest existing ancestor, made physical (symbolic links resolved) so that climbing by name
 * follows the disk, up to the root.
 */
function enclosingIdentities(path: string): Set<string> {
  let existing = resolve(path);
  while (fileIdentity(existing) === undefined && dirname(existing) !== existing)
    existing = dirname(existing);
  const identities = new Set<string>();
  let current: string;
  try {
    current = realpathSync(existing);
  } catch {
    return identities;
  }
  for (;;) {
    const identity = fileIdentity(current);
    if (identity !== undefined) identities.add(identity);
    if (dirname(current) === current) return identities;
    current = dirname(current);
  }
}

/** Whether `inner` is the directory `outer` or would lie inside it, compared on disk. */
export function isWithin(inner: string, outer: string): boolean {
  const outerIdentity = fileIdentity(outer);
  return outerIdentity !== undefined && enclosingIdentities(inner).has(outerIdentity);
}
