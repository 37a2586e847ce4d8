import { describe, expect, it } from "vitest";
import {
  fitBidirectionalGru,
  gruLogits,
  gruLossAndGradient,
  initialGru,
  type LabelledGruSequence,
} from "../../src/algorithms/bidirectional-gru.js";
import {
  fitLogisticRegression,
  logisticProbability,
} from "../../src/algorithms/logistic-regression.js";
import { seededRandom } from "../../src/util/random.js";

function randomSequence(length: number, inputs: number, random: () => number): LabelledGruSequence {
  return {
    inputs: Float64Array.from({ length: length * inputs }, () => 2 * random() - 1),
    length,
    targets: Array.from({ length }, () => (random() < 0.5 ? 1 : 0)),
  };
}

describe("bidirectional GRU", () => {
  it("has the gradient its loss's finite differences give", () => {
    const random = seededRandom(7);
    const model = initialGru(3, 4, 11);
    // Non-zero biases and skip weights, so every parameter's gradient is exercised.
    for (let k = 0; k < model.parameters.length; k++) model.parameters[k] += 0.3 * (random() - 0.5);
    const sequence = randomSequence(6, 3, random);
    const gradient = new Float64Array(model.parameters.length);
    gruLossAndGradient(model, sequence, gradient);
    const step = 1e-6;
    let worst = 0;
    for (let k = 0; k < model.parameters.length; k++) {
      const kept = model.parameters[k];
      model.parameters[k] = kept + step;
      const up = gruLossAndGradient(model, sequence, new Float64Array(gradient.length));
      model.parameters[k] = kept - step;
      const down = gruLossAndGradient(model, sequence, new Float64Array(gradient.length));
      model.parameters[k] = kept;
      worst = Math.max(worst, Math.abs((up - down) / (2 * step) - gradient[k]));
    }
    expect(worst).toBeLessThan(1e-7);
  });

  it("scores each element of a sequence of one element or none", () => {
    const model = initialGru(2, 3, 1);
    expect(gruLogits(model, { inputs: new Float64Array(0), length: 0 })).toHaveLength(0);
    expect(gruLogits(model, { inputs: Float64Array.of(0.5, -1), length: 1 })).toHaveLength(1);
  });

  // Target: 1 from the marked element on. An element after the mark has the same inputs as one
  // before it: only memory of what came before tells them apart.
  function markerSequence(random: () => number): LabelledGruSequence {
    const length = 8 + Math.floor(random() * 12);
    const start = Math.floor(random() * length);
    const inputs = new Float64Array(length * 2);
    const targets: number[] = [];
    for (let t = 0; t < length; t++) {
      inputs[t * 2] = t === start ? 1 : 0;
      inputs[t * 2 + 1] = 2 * random() - 1;
      targets.push(t >= start ? 1 : 0);
    }
    return { inputs, length, targets };
  }

  it("learns a label that depends on what came before, which no per-element model can", () => {
    const random = seededRandom(3);
    const training = Array.from({ length: 300 }, () => markerSequence(random));
    const test = Array.from({ length: 100 }, () => markerSequence(random));
    const settings = { hidden: 6, epochs: 12, learningRate: 0.02, seed: 5, clipNorm: 5 };
    const model = fitBidirectionalGru(training, 2, settings);
    const accuracy = (predict: (sequence: LabelledGruSequence) => ArrayLike<number>) => {
      let right = 0;
      let all = 0;
      for (const sequence of test) {
        const scores = predict(sequence);
        for (let t = 0; t < sequence.length; t++) {
          right += (scores[t] > 0 ? 1 : 0) === sequence.targets[t] ? 1 : 0;
          all++;
        }
      }
      return right / all;
    };
    const gru = accuracy((sequence) => gruLogits(model, sequence));
    const rows = training.flatMap((s) =>
      Array.from({ length: s.length }, (_, t) =>
        Float64Array.of(1, s.inputs[t * 2], s.inputs[t * 2 + 1]),
      ),
    );
    const weights = fitLogisticRegression(
      rows,
      training.flatMap((s) => Array.from(s.targets)),
      1,
    );
    const perElement = accuracy((s) =>
      Array.from(
        { length: s.length },
        (_, t) =>
          logisticProbability(weights, Float64Array.of(1, s.inputs[t * 2], s.inputs[t * 2 + 1])) -
          0.5,
      ),
    );
    expect(gru).toBeGreaterThan(0.97);
    expect(perElement).toBeLessThan(0.8);
  });

  it("gives the same weights for the same data and seed", () => {
    const random = seededRandom(9);
    const data = Array.from({ length: 20 }, () => randomSequence(5, 3, random));
    const settings = { hidden: 3, epochs: 2, learningRate: 0.01, seed: 4, clipNorm: 5 };
    const a = fitBidirectionalGru(data, 3, settings);
    const b = fitBidirectionalGru(data, 3, settings);
    expect(Array.from(a.parameters)).toEqual(Array.from(b.parameters));
    const c = fitBidirectionalGru(data, 3, { ...settings, seed: 5 });
    expect(Array.from(c.parameters)).not.toEqual(Array.from(a.parameters));
  });
});
