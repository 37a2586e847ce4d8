import { Queue } from "bullmq";
import { PithError } from "../util/errors.js";
import { type QueueAddress, withoutPassword } from "./options.js";

/** Connection attempts of a short command (enqueue, status) before it gives up. */
const QUICK_RETRIES = 3;

/**
 * For commands that run once: a Redis that cannot be reached is an error within a second, not a
 * command that waits forever.
 */
function quickConnection(redis: string) {
  return {
    url: redis,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt: number) => (attempt > QUICK_RETRIES ? null : 100 * attempt),
  };
}

/**
 * For workers, which outlive a Redis restart: BullMQ's blocking commands need requests that are
 * never given up (`maxRetriesPerRequest: null`), and the connection is retried forever.
 */
export function workerConnection(redis: string) {
  return { url: redis, maxRetriesPerRequest: null };
}

/** The queue at `address`, connected; rejects with `PITH_NETWORK` when Redis cannot be reached. */
export async function openQueue(address: QueueAddress): Promise<Queue> {
  const queue = new Queue(address.queue, { connection: quickConnection(address.redis) });
  // Each failed attempt is also an 'error' event: the last one rejects below, said once.
  queue.on("error", () => {});
  try {
    await queue.waitUntilReady();
    return queue;
  } catch (error) {
    await queue.close().catch(() => {});
    throw new PithError(
      "PITH_NETWORK",
      `cannot reach Redis at ${withoutPassword(address.redis)}: ${(error as Error).message}`,
    );
  }
}
