import { describe, expect, it } from "vitest";
import { inOrder } from "../../src/batch/in-order.js";

async function* numbers(count: number, pulled: number[]): AsyncGenerator<number> {
  for (let i = 0; i < count; i++) {
    pulled.push(i);
    yield i;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("inOrder", () => {
  it("yields results in input order when later items finish first", async () => {
    const delays = [30, 1, 20, 1, 10, 1, 5, 1];
    const run = async (i: number) => {
      await sleep(delays[i]);
      return i * 10;
    };
    const results: number[] = [];
    for await (const result of inOrder(numbers(delays.length, []), run, 4, 8)) results.push(result);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
  });

  it("never runs more than `concurrency` items at once", async () => {
    let running = 0;
    let peak = 0;
    const run = async (i: number) => {
      running++;
      peak = Math.max(peak, running);
      await sleep(i % 3);
      running--;
      return i;
    };
    const results: number[] = [];
    for await (const result of inOrder(numbers(50, []), run, 3, 100)) results.push(result);
    expect(peak).toBe(3);
    expect(results).toHaveLength(50);
  });

  it("stops pulling input while `window` results wait behind a slow head", async () => {
    const pulled: number[] = [];
    let releaseHead = () => {};
    const head = new Promise<void>((resolve) => {
      releaseHead = resolve;
    });
    const run = async (i: number) => {
      if (i === 0) await head;
      return i;
    };
    const results = inOrder(numbers(100, pulled), run, 2, 5);
    const first = results.next();
    await sleep(20);
    expect(pulled).toEqual([0, 1, 2, 3, 4]); // head + 4 finished results fill the window of 5
    releaseHead();
    expect((await first).value).toBe(0);
    const rest: number[] = [];
    for await (const result of results) rest.push(result);
    expect(rest).toEqual(Array.from({ length: 99 }, (_, i) => i + 1));
  });

  it("ends at once for empty input", async () => {
    const results: number[] = [];
    for await (const result of inOrder(numbers(0, []), async (i) => i, 2, 4)) results.push(result);
    expect(results).toEqual([]);
  });
});
