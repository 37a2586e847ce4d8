import { describe, expect, it } from "vitest";
import { ChainPotentials } from "../../../src/models/linear/chain-potentials.js";
import { decodeChain } from "../../../src/models/linear/decode-chain.js";
import { ForwardBackward } from "../../../src/models/linear/forward-backward.js";
import { random } from "./synthetic.js";

function randomPotentials(
  seed: number,
  length: number,
  labels: number,
  scale = 3,
): ChainPotentials {
  const next = random(seed);
  const potentials = new ChainPotentials(labels);
  potentials.resize(length);
  for (let b = 0; b < labels; b++) potentials.first[b] = scale * (2 * next() - 1);
  for (let i = 0; i < potentials.pairs.length; i++) potentials.pairs[i] = scale * (2 * next() - 1);
  return potentials;
}

/** Every label sequence with its unnormalised log-score. */
function enumerate(potentials: ChainPotentials): Array<{ labels: number[]; score: number }> {
  const k = potentials.labels;
  const all: Array<{ labels: number[]; score: number }> = [];
  for (let code = 0; code < k ** potentials.length; code++) {
    const labels = Array.from(
      { length: potentials.length },
      (_, i) => Math.floor(code / k ** i) % k,
    );
    let score = potentials.first[labels[0]];
    for (let i = 1; i < labels.length; i++)
      score += potentials.pairs[potentials.pairIndex(i, labels[i - 1], labels[i])];
    all.push({ labels, score });
  }
  return all;
}

describe("forward–backward and Viterbi against brute-force enumeration", () => {
  for (const [length, labels] of [
    [1, 2],
    [2, 3],
    [5, 2],
    [4, 3],
  ]) {
    it(`agree on a ${length}-block chain with ${labels} labels`, () => {
      const potentials = randomPotentials(length * 10 + labels, length, labels);
      const all = enumerate(potentials);
      const logZ = Math.log(all.reduce((sum, { score }) => sum + Math.exp(score), 0));
      const messages = new ForwardBackward(labels);
      expect(messages.run(potentials)).toBeCloseTo(logZ, 10);

      for (let i = 0; i < length; i++) {
        for (let b = 0; b < labels; b++) {
          const expected = all
            .filter((s) => s.labels[i] === b)
            .reduce((sum, s) => sum + Math.exp(s.score - logZ), 0);
          expect(messages.nodeMarginal(i, b)).toBeCloseTo(expected, 10);
        }
      }
      for (let i = 1; i < length; i++) {
        for (let a = 0; a < labels; a++) {
          for (let b = 0; b < labels; b++) {
            const expected = all
              .filter((s) => s.labels[i - 1] === a && s.labels[i] === b)
              .reduce((sum, s) => sum + Math.exp(s.score - logZ), 0);
            expect(messages.pairMarginal(potentials, i, a, b)).toBeCloseTo(expected, 10);
          }
        }
      }
      const best = all.reduce((top, s) => (s.score > top.score ? s : top));
      expect([...decodeChain(potentials).path]).toEqual(best.labels);
    });
  }

  it("stays finite on long chains with large potentials (log space)", () => {
    const potentials = randomPotentials(7, 5000, 2, 200);
    const { marginals } = decodeChain(potentials);
    expect(marginals.every(Number.isFinite)).toBe(true);
    for (let i = 0; i < 5000; i++)
      expect(marginals[2 * i] + marginals[2 * i + 1]).toBeCloseTo(1, 9);
  });

  it("decodes an empty page to nothing", () => {
    const potentials = new ChainPotentials(2);
    potentials.resize(0);
    const { marginals, path } = decodeChain(potentials);
    expect(marginals.length).toBe(0);
    expect(path.length).toBe(0);
  });
});
