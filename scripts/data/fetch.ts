/**
 * Downloading a source's files into a cache directory and checking them: the size and SHA-256
 * where they are known (a Git LFS pointer gives both), else the file is only measured and the
 * report says it was not verified. `fetch` is passed in, so tests never reach the network.
 */
import { createHash } from "node:crypto";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
} from "node:fs";
import { join } from "node:path";
import { finished } from "node:stream/promises";

/** `globalThis.fetch`'s shape, as much of it as the downloader uses. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** A file a dataset is built from. */
export interface Artifact {
  /** Its name in the download cache (the name a person who fetches it by hand saves it under). */
  file: string;
  /** Where it is published, tried in order (mirrors). */
  urls?: string[];
  /** A Git LFS object, fetched through its repository's LFS batch API. */
  lfs?: { repo: string; oid: string; size: number };
  /** The SHA-256 and size it must have, where the source publishes them. */
  sha256?: string;
  size?: number;
}

/** A file in the cache and what is known of it. */
export interface Obtained {
  path: string;
  sha256: string;
  size: number;
  /** Where it came from: a URL, or "cache". */
  from: string;
  /** Whether its SHA-256 was checked against a published one. */
  verified: boolean;
}

const LFS_POINTER = "version https://git-lfs.github.com/spec/v1";

/** A Git LFS pointer's object id and size, or null when the bytes are no pointer. */
export function lfsPointer(bytes: Uint8Array): { oid: string; size: number } | null {
  if (bytes.length > 1024) return null;
  const text = new TextDecoder().decode(bytes);
  if (!text.startsWith(LFS_POINTER)) return null;
  const oid = /^oid sha256:([0-9a-f]{64})$/m.exec(text)?.[1];
  const size = /^size (\d+)$/m.exec(text)?.[1];
  return oid && size ? { oid, size: Number(size) } : null;
}

/** The `owner/name` of a raw.githubusercontent.com or github.com URL, for its LFS objects. */
export function githubRepoOf(url: string): string | null {
  const match = /^https:\/\/(?:raw\.githubusercontent\.com|github\.com)\/([^/]+)\/([^/]+)\//.exec(
    url,
  );
  return match ? `${match[1]}/${match[2].replace(/\.git$/, "")}` : null;
}

async function sha256Of(path: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest("hex"), size };
}

async function save(
  response: Response,
  path: string,
  log: (line: string) => void,
): Promise<{ sha256: string; size: number; head: Uint8Array }> {
  if (response.body === null) throw new Error("empty response");
  const hash = createHash("sha256");
  const out = createWriteStream(path);
  let size = 0;
  let nextReport = 50 * 2 ** 20;
  const head: Uint8Array[] = [];
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    if (size < 1024) head.push(chunk.slice(0, 1024 - size));
    size += chunk.length;
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
    if (size >= nextReport) {
      log(`  … ${Math.round(size / 2 ** 20)} MB`);
      nextReport += 50 * 2 ** 20;
    }
  }
  out.end();
  await finished(out);
  return { sha256: hash.digest("hex"), size, head: Buffer.concat(head) };
}

async function lfsHref(
  fetchImpl: FetchLike,
  repo: string,
  object: { oid: string; size: number },
): Promise<{ href: string; header: Record<string, string> }> {
  const endpoint = `https://github.com/${repo}.git/info/lfs/objects/batch`;
  const response = await fetchImpl(endpoint, {
    method: "POST",
    headers: {
      accept: "application/vnd.git-lfs+json",
      "content-type": "application/vnd.git-lfs+json",
    },
    body: JSON.stringify({ operation: "download", transfers: ["basic"], objects: [object] }),
  });
  if (!response.ok) throw new Error(`${endpoint}: HTTP ${response.status}`);
  const answer = (await response.json()) as {
    objects?: {
      oid: string;
      actions?: { download?: { href: string; header?: Record<string, string> } };
      error?: { message?: string };
    }[];
  };
  const found = answer.objects?.find((candidate) => candidate.oid === object.oid);
  const download = found?.actions?.download;
  if (!download) {
    throw new Error(
      `${endpoint} gave no download for ${object.oid}${found?.error?.message ? `: ${found.error.message}` : ""}`,
    );
  }
  return { href: download.href, header: download.header ?? {} };
}

function check(
  got: { sha256: string; size: number },
  want: { sha256?: string; size?: number },
  what: string,
): void {
  if (want.size !== undefined && got.size !== want.size) {
    throw new Error(`${what}: ${got.size} bytes, expected ${want.size}`);
  }
  if (want.sha256 !== undefined && got.sha256 !== want.sha256) {
    throw new Error(`${what}: SHA-256 ${got.sha256}, expected ${want.sha256}`);
  }
}

/**
 * The artifact in `cacheDir`: the cached copy when it is there (and matches its checksum, where one
 * is known), else downloaded from its LFS object or its URLs in turn. Throws, naming every URL
 * tried and why it failed, when none gives it.
 */
export async function obtain(
  artifact: Artifact,
  options: { cacheDir: string; fetch: FetchLike; log: (line: string) => void },
): Promise<Obtained> {
  const { cacheDir, log } = options;
  const fetchImpl = options.fetch;
  mkdirSync(cacheDir, { recursive: true });
  const path = join(cacheDir, artifact.file);
  const want = {
    sha256: artifact.sha256 ?? artifact.lfs?.oid,
    size: artifact.size ?? artifact.lfs?.size,
  };
  const known = want.sha256 !== undefined;
  if (existsSync(path)) {
    const got = await sha256Of(path);
    try {
      check(got, want, path);
      return { path, ...got, from: "cache", verified: known };
    } catch (error) {
      log(`  ${(error as Error).message}: downloading it again`);
      rmSync(path);
    }
  }
  const part = `${path}.part`;
  const failures: string[] = [];
  const attempts: { label: string; run: () => Promise<Response> }[] = [];
  if (artifact.lfs) {
    const lfs = artifact.lfs;
    attempts.push({
      label: `Git LFS object ${lfs.oid} of ${lfs.repo}`,
      run: async () => {
        const { href, header } = await lfsHref(fetchImpl, lfs.repo, lfs);
        return fetchImpl(href, { headers: header });
      },
    });
  }
  for (const url of artifact.urls ?? []) attempts.push({ label: url, run: () => fetchImpl(url) });
  for (const attempt of attempts) {
    try {
      log(`  downloading ${attempt.label}`);
      const response = await attempt.run();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      let got = await save(response, part, log);
      const pointer = lfsPointer(got.head);
      if (pointer !== null && got.size < 1024) {
        // A repository's raw file that is kept in Git LFS: what came is the pointer, not the file.
        const repo = githubRepoOf(attempt.label);
        if (repo === null) throw new Error("a Git LFS pointer, from a host whose LFS is unknown");
        log(`  a Git LFS pointer: fetching object ${pointer.oid}`);
        const { href, header } = await lfsHref(fetchImpl, repo, pointer);
        const object = await fetchImpl(href, { headers: header });
        if (!object.ok) throw new Error(`LFS object: HTTP ${object.status}`);
        got = await save(object, part, log);
        check(got, pointer, `${artifact.file} (LFS object)`);
        check(got, want, artifact.file);
        renameSync(part, path);
        return { path, sha256: got.sha256, size: got.size, from: attempt.label, verified: true };
      }
      check(got, want, artifact.file);
      renameSync(part, path);
      return { path, sha256: got.sha256, size: got.size, from: attempt.label, verified: known };
    } catch (error) {
      rmSync(part, { force: true });
      const cause = (error as Error & { cause?: Error }).cause;
      failures.push(
        `${attempt.label}: ${(error as Error).message}${cause ? ` (${cause.message})` : ""}`,
      );
    }
  }
  throw new Error(
    `could not download ${artifact.file}:\n    ${failures.join("\n    ")}\n  Fetch it by hand into ${path} and run again.`,
  );
}
