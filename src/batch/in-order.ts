/**
 * Runs `run` over `items` with at most `concurrency` calls in flight and yields the results in
 * input order. At most `window` results wait for a slow predecessor; when the window is full no
 * new item is started, so memory stays bounded however many items stream through. Items are
 * pulled from the iterable only when they can start. `run` must not reject: turn failures into
 * values.
 */
export async function* inOrder<T, R>(
  items: AsyncIterable<T>,
  run: (item: T) => Promise<R>,
  concurrency: number,
  window: number,
): AsyncGenerator<R> {
  const iterator = items[Symbol.asyncIterator]();
  const pending: Array<{ result: Promise<R>; settled: boolean; whenSettled: Promise<void> }> = [];
  let running = 0;
  let exhausted = false;
  for (;;) {
    while (!exhausted && running < concurrency && pending.length < window) {
      const next = await iterator.next();
      if (next.done === true) {
        exhausted = true;
        break;
      }
      running++;
      const result = run(next.value);
      const entry = { result, settled: false, whenSettled: Promise.resolve() };
      entry.whenSettled = result.then(() => {
        entry.settled = true;
        running--;
      });
      pending.push(entry);
    }
    const head = pending[0];
    if (head === undefined) return;
    if (head.settled) {
      pending.shift();
      yield await head.result;
    } else {
      await Promise.race(
        pending.filter((entry) => !entry.settled).map((entry) => entry.whenSettled),
      );
    }
  }
}
