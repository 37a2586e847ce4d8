import { connect, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { TaskOutcome } from "../../dist/batch/task.js";
import { Admission, retryAfterSeconds } from "../../dist/serve/admission.js";
import { createServer } from "../../dist/serve/server.js";
import { until } from "./pages.js";

/**
 * A pool whose pages finish only when the test says so: which requests are extracting or waiting
 * is then known, not a race with a worker.
 */
function heldPool(jobs: number) {
  const held: Array<() => void> = [];
  let closed = false;
  return {
    jobs,
    held,
    get closed() {
      return closed;
    },
    get queued() {
      return Math.max(0, held.length - jobs);
    },
    run: () =>
      new Promise<TaskOutcome>((resolve) =>
        held.push(() =>
          resolve({
            ok: true,
            result: { title: "Held", text: "held page", metadata: {}, confidence: 1 },
            ms: 1,
          } as unknown as TaskOutcome),
        ),
      ),
    loadModel: async () => {},
    close: async () => {
      closed = true;
    },
    /** Finishes the oldest held page. */
    release() {
      held.shift()?.();
    },
  };
}

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const postHtml = (base: string, html: string) =>
  fetch(`${base}/extract`, {
    method: "POST",
    body: html,
    headers: { "content-type": "text/html" },
  });

describe("Admission", () => {
  it("admits jobs + maxQueue pages, then none until one leaves", () => {
    const admission = new Admission(2, 1);
    expect([1, 2, 3, 4].map(() => admission.tryEnter())).toEqual([true, true, true, false]);
    expect(admission.waiting).toBe(1);
    admission.leave();
    expect(admission.tryEnter()).toBe(true);
    expect(admission.tryEnter()).toBe(false);
  });

  it("with maxQueue 0 admits as many pages as workers", () => {
    const admission = new Admission(1, 0);
    expect(admission.tryEnter()).toBe(true);
    expect(admission.tryEnter()).toBe(false);
    expect(admission.waiting).toBe(0);
  });

  it("asks clients to retry after the work ahead, from 1 to 60 s", () => {
    const admission = new Admission(2, 2);
    for (let i = 0; i < 4; i++) admission.tryEnter();
    expect(retryAfterSeconds(admission, Number.NaN)).toBe(1);
    expect(retryAfterSeconds(admission, 0.01)).toBe(1);
    expect(retryAfterSeconds(admission, 2)).toBe(4);
    expect(retryAfterSeconds(admission, 1000)).toBe(60);
  });
});

describe("the bounded queue over HTTP", () => {
  it("answers 503 with Retry-After when every worker is busy and the queue full", async () => {
    const pool = heldPool(1);
    app = createServer({ maxQueue: 1 }, { pool });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const first = postHtml(base, "<p>one</p>");
    const second = postHtml(base, "<p>two</p>");
    await until(() => pool.held.length === 2);
    const third = await postHtml(base, "<p>three</p>");
    expect(third.status).toBe(503);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await third.json()).code).toBe("PITH_OVERLOADED");
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toContain("pith_rejected_total 1\n");
    expect(metrics).toContain("pith_in_flight 2\n");
    pool.release();
    pool.release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    // Room again.
    const fourth = postHtml(base, "<p>four</p>");
    await until(() => pool.held.length === 1);
    pool.release();
    expect((await fourth).status).toBe(200);
  });

  it("answers a body over maxBody with 413 PITH_TOO_LARGE, before any worker sees it", async () => {
    const pool = heldPool(1);
    app = createServer({ maxBody: 1000 }, { pool });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const response = await postHtml(base, `<p>${"x".repeat(2000)}</p>`);
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe("PITH_TOO_LARGE");
    expect(pool.held.length).toBe(0);
  });
});

/**
 * Starts an upload that trickles, as an attacker would (issue 56, row 1): headers announcing a
 * large body, then a few bytes. Resolves once connected; `answer` gathers what the server says.
 */
async function trickle(base: string): Promise<{ socket: Socket; answer: () => string }> {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once("connect", resolve));
  let received = "";
  socket.setEncoding("utf8").on("data", (chunk: string) => {
    received += chunk;
  });
  socket.on("error", () => {});
  socket.write(
    "POST /extract HTTP/1.1\r\nHost: x\r\nContent-Type: text/html\r\nContent-Length: 900000\r\n\r\n<p>",
  );
  return { socket, answer: () => received };
}

const inFlight = async (base: string) =>
  Number(/pith_in_flight (\d+)/.exec(await (await fetch(`${base}/metrics`)).text())?.[1]);

async function inFlightReaches(base: string, count: number): Promise<void> {
  for (let tries = 0; tries < 250 && (await inFlight(base)) !== count; tries++)
    await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await inFlight(base)).toBe(count);
}

describe("uploads that trickle (issue 56, row 1)", () => {
  it("are admitted before their body is read: one too many is answered 503 at once", async () => {
    const pool = heldPool(1);
    app = createServer({ maxQueue: 1, requestTimeout: 60_000 }, { pool });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const first = await trickle(base);
    const second = await trickle(base);
    await inFlightReaches(base, 2);
    expect([first.answer(), second.answer()]).toEqual(["", ""]);
    const third = await trickle(base);
    await until(() => third.answer().includes("PITH_OVERLOADED"), 5_000);
    expect(third.answer()).toMatch(/^HTTP\/1\.1 503/);
    expect(third.answer().toLowerCase()).toContain("connection: close");
    expect(pool.held.length).toBe(0);
    // Hanging up gives the places back.
    for (const { socket } of [first, second, third]) socket.destroy();
    await inFlightReaches(base, 0);
  });

  it("are cut off after requestTimeout, giving their place back", async () => {
    const pool = heldPool(1);
    app = createServer({ maxQueue: 0, requestTimeout: 300 }, { pool });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const upload = await trickle(base);
    const closed = new Promise((resolve) => upload.socket.once("close", resolve));
    const started = Date.now();
    // A few bytes now and then, as a trickle does: it must not keep the request alive.
    const drip = setInterval(() => upload.socket.write("x"), 50);
    await closed;
    clearInterval(drip);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(upload.answer()).toMatch(/^HTTP\/1\.1 408/);
    expect(upload.answer()).toContain('"code":"PITH_TIMEOUT"');
    expect(await inFlight(base)).toBe(0);
    expect(pool.held.length).toBe(0);
  }, 20_000);

  it("refuses a requestTimeout out of range", () => {
    expect(() => createServer({ requestTimeout: 0 }, { pool: heldPool(1) })).toThrow(RangeError);
  });
});

describe("graceful shutdown", () => {
  it("close() answers the request in flight, then closes the pool", async () => {
    const pool = heldPool(1);
    const server = createServer({}, { pool });
    const base = await server.listen({ port: 0, host: "127.0.0.1" });
    const inFlight = postHtml(base, "<p>in flight</p>");
    await until(() => pool.held.length === 1);
    const closing = server.close();
    // Closing waits for the request: the pool stays open until it is answered.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pool.closed).toBe(false);
    pool.release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect((await response.json()).title).toBe("Held");
    await closing;
    expect(pool.closed).toBe(true);
  });
});
