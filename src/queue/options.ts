/** Where the queue is: a Redis server and the queue's name on it. */
export interface QueueAddress {
  /** `redis://[user:password@]host:port[/db]`, or `rediss://` for TLS. */
  readonly redis: string;
  readonly queue: string;
}

export const DEFAULT_QUEUE_OPTIONS = {
  redis: "redis://127.0.0.1:6379",
  queue: "pith",
  /** Runs of a job before it stays in the failed set: a shard on a flaky mount gets more tries. */
  attempts: 3,
  /** First wait before a failed job runs again, doubled at each further attempt. */
  backoffMs: 5_000,
  /**
   * How long a worker's hold on a job lasts without renewal (renewed every half of it). A worker
   * that dies loses its jobs to another this long after, at the next stall check.
   */
  lockDurationMs: 30_000,
  /** How often each worker looks for jobs whose holder died (BullMQ's stalled-job check). */
  stalledIntervalMs: 30_000,
} as const;

/** BullMQ keys a queue as `bull:<name>:…`: a colon or a space in the name would blur its keys. */
const QUEUE_NAME = /^[\w.-]{1,100}$/;

export function queueNameProblem(name: string): string | undefined {
  return QUEUE_NAME.test(name) ? undefined : "expected 1 to 100 letters, digits, '_', '.' or '-'";
}

export function redisUrlProblem(url: string): string | undefined {
  if (!URL.canParse(url)) return "expected a URL such as redis://127.0.0.1:6379";
  const { protocol } = new URL(url);
  return protocol === "redis:" || protocol === "rediss:"
    ? undefined
    : `expected a redis:// or rediss:// URL, not ${protocol}`;
}

/** A Redis URL fit for messages and logs: its password masked. */
export function withoutPassword(redis: string): string {
  const url = new URL(redis);
  if (url.password !== "") url.password = "***";
  return url.toString();
}
