import { seededRandom, shuffleInPlace } from "../util/random.js";
import { sigmoid } from "./logistic-regression.js";

/**
 * A bidirectional GRU tagger: every element of a sequence gets a logit from a forward and a
 * backward gated recurrent unit over the whole sequence plus a linear term of its own inputs, so
 * an element's score can depend on anything before or after it ("everything after the comment
 * header"), not only on a fixed window. Gates as in PyTorch's `nn.GRU`:
 *
 *   z = σ(W_z x + b_z + U_z h),  r = σ(W_r x + b_r + U_r h),
 *   n = tanh(W_n x + b_n + r ⊙ (U_n h + c_n)),  h' = (1 − z) ⊙ n + z ⊙ h.
 */
export interface BidirectionalGru {
  /** Inputs per element. */
  readonly inputs: number;
  /** Units of each direction. */
  readonly hidden: number;
  /** All weights, laid out as `gruLayout` says. */
  readonly parameters: Float64Array;
}

/** Where each weight block of the flat parameter vector starts. */
interface GruLayout {
  /** Per direction: W (3H × D, gates z, r, n), U (3H × H), b (3H), c (H). */
  readonly directions: readonly { w: number; u: number; b: number; c: number }[];
  /** Output weights over the forward then the backward state (2H). */
  readonly output: number;
  /** Output weights over the element's own inputs (D). */
  readonly skip: number;
  readonly bias: number;
  readonly size: number;
}

function gruLayout(inputs: number, hidden: number): GruLayout {
  const directions = [];
  let offset = 0;
  for (let d = 0; d < 2; d++) {
    const w = offset;
    const u = w + 3 * hidden * inputs;
    const b = u + 3 * hidden * hidden;
    const c = b + 3 * hidden;
    offset = c + hidden;
    directions.push({ w, u, b, c });
  }
  const output = offset;
  const skip = output + 2 * hidden;
  const bias = skip + inputs;
  return { directions, output, skip, bias, size: bias + 1 };
}

/** How many weights a model of this shape has. */
export function gruParameterCount(inputs: number, hidden: number): number {
  return gruLayout(inputs, hidden).size;
}

/** One sequence: `length` elements of `inputs` values each, row after row. */
export interface GruSequence {
  readonly inputs: Float64Array;
  readonly length: number;
  /** A score per element that the model's logit is added to (another model's, to correct). */
  readonly offsets?: ArrayLike<number>;
}

/** A training sequence with a 0/1 target per element. */
export interface LabelledGruSequence extends GruSequence {
  readonly targets: ArrayLike<number>;
}

export interface GruTrainingSettings {
  readonly hidden: number;
  readonly epochs: number;
  readonly learningRate: number;
  readonly seed: number;
  /** Largest gradient norm of one update; larger gradients are scaled down to it. */
  readonly clipNorm: number;
  /** Decoupled weight decay (AdamW): each update shrinks every weight by learningRate × this. */
  readonly weightDecay?: number;
}

/** The states one direction's pass leaves, kept for back-propagation through time. */
interface DirectionStates {
  readonly h: Float64Array;
  readonly z: Float64Array;
  readonly r: Float64Array;
  readonly n: Float64Array;
  /** U_n h + c_n, before the reset gate. */
  readonly hn: Float64Array;
}

function directionStates(length: number, hidden: number): DirectionStates {
  const size = length * hidden;
  return {
    h: new Float64Array(size),
    z: new Float64Array(size),
    r: new Float64Array(size),
    n: new Float64Array(size),
    hn: new Float64Array(size),
  };
}

/** One direction's pass over a sequence: its weights' offsets, its states, its step order. */
interface DirectionPass {
  readonly model: BidirectionalGru;
  readonly offsets: GruLayout["directions"][number];
  /** 0: first to last, 1: last to first. */
  readonly direction: number;
  readonly sequence: GruSequence;
  readonly states: DirectionStates;
}

/** The element a pass reads at `step`, and the one it read the step before (−1 at the first). */
function stepElements(pass: DirectionPass, step: number): { t: number; previous: number } {
  const last = pass.sequence.length - 1;
  const t = pass.direction === 0 ? step : last - step;
  return { t, previous: step === 0 ? -1 : pass.direction === 0 ? t - 1 : t + 1 };
}

/** Runs a direction over its sequence, filling its states. */
function runDirection(pass: DirectionPass): void {
  const { inputs: D, hidden: H, parameters: p } = pass.model;
  const { w, u, b, c } = pass.offsets;
  const { h, z, r, n, hn } = pass.states;
  const x = pass.sequence.inputs;
  for (let step = 0; step < pass.sequence.length; step++) {
    const { t, previous } = stepElements(pass, step);
    const xo = t * D;
    const ho = t * H;
    const po = previous * H;
    for (let j = 0; j < H; j++) {
      let az = p[b + j];
      let ar = p[b + H + j];
      let an = p[b + 2 * H + j];
      const wz = w + j * D;
      const wr = w + (H + j) * D;
      const wn = w + (2 * H + j) * D;
      for (let k = 0; k < D; k++) {
        const xk = x[xo + k];
        az += p[wz + k] * xk;
        ar += p[wr + k] * xk;
        an += p[wn + k] * xk;
      }
      let hnj = p[c + j];
      if (previous >= 0) {
        const uz = u + j * H;
        const ur = u + (H + j) * H;
        const un = u + (2 * H + j) * H;
        for (let k = 0; k < H; k++) {
          const hk = h[po + k];
          az += p[uz + k] * hk;
          ar += p[ur + k] * hk;
          hnj += p[un + k] * hk;
        }
      }
      const zj = sigmoid(az);
      const rj = sigmoid(ar);
      const nj = Math.tanh(an + rj * hnj);
      z[ho + j] = zj;
      r[ho + j] = rj;
      n[ho + j] = nj;
      hn[ho + j] = hnj;
      // h is written after every unit of this step has read the previous state.
    }
    for (let j = 0; j < H; j++) {
      const zj = z[ho + j];
      h[ho + j] = (1 - zj) * n[ho + j] + zj * (previous >= 0 ? h[po + j] : 0);
    }
  }
}

/** The forward and the backward pass over `sequence`, run. */
function runBothDirections(
  model: BidirectionalGru,
  layout: GruLayout,
  sequence: GruSequence,
): DirectionPass[] {
  return layout.directions.map((offsets, direction) => {
    const pass = {
      model,
      offsets,
      direction,
      sequence,
      states: directionStates(sequence.length, model.hidden),
    };
    runDirection(pass);
    return pass;
  });
}

/** Each element's logit, from both directions' states and its own inputs. */
function logitsOf(
  model: BidirectionalGru,
  layout: GruLayout,
  sequence: GruSequence,
  forward: DirectionStates,
  backward: DirectionStates,
): Float64Array {
  const { inputs: D, hidden: H, parameters: p } = model;
  const logits = new Float64Array(sequence.length);
  for (let t = 0; t < sequence.length; t++) {
    let score = p[layout.bias] + (sequence.offsets?.[t] ?? 0);
    for (let j = 0; j < H; j++) {
      score += p[layout.output + j] * forward.h[t * H + j];
      score += p[layout.output + H + j] * backward.h[t * H + j];
    }
    for (let k = 0; k < D; k++) score += p[layout.skip + k] * sequence.inputs[t * D + k];
    logits[t] = score;
  }
  return logits;
}

/** The logit of every element of `sequence`. */
export function gruLogits(model: BidirectionalGru, sequence: GruSequence): Float64Array {
  const layout = gruLayout(model.inputs, model.hidden);
  const [forward, backward] = runBothDirections(model, layout, sequence);
  return logitsOf(model, layout, sequence, forward.states, backward.states);
}

/**
 * Mean log loss of `sequence`'s elements and its gradient (added into `gradient`), by
 * back-propagation through time.
 */
export function gruLossAndGradient(
  model: BidirectionalGru,
  sequence: LabelledGruSequence,
  gradient: Float64Array,
): number {
  const { inputs: D, hidden: H, parameters: p } = model;
  const T = sequence.length;
  if (T === 0) return 0;
  const layout = gruLayout(D, H);
  const passes = runBothDirections(model, layout, sequence);
  const states = passes.map((pass) => pass.states);
  const logits = logitsOf(model, layout, sequence, states[0], states[1]);
  const x = sequence.inputs;
  // Gradients of the loss with respect to each direction's states, from the output layer.
  const stateGradients = [new Float64Array(T * H), new Float64Array(T * H)];
  let loss = 0;
  for (let t = 0; t < T; t++) {
    const target = sequence.targets[t];
    const score = logits[t];
    // log(1 + e^{-s}) for target 1, log(1 + e^{s}) for 0, without overflow.
    const signed = target === 1 ? -score : score;
    loss += signed > 0 ? signed + Math.log1p(Math.exp(-signed)) : Math.log1p(Math.exp(signed));
    const dScore = (sigmoid(score) - target) / T;
    gradient[layout.bias] += dScore;
    for (let j = 0; j < H; j++) {
      gradient[layout.output + j] += dScore * states[0].h[t * H + j];
      gradient[layout.output + H + j] += dScore * states[1].h[t * H + j];
      stateGradients[0][t * H + j] = dScore * p[layout.output + j];
      stateGradients[1][t * H + j] = dScore * p[layout.output + H + j];
    }
    for (let k = 0; k < D; k++) gradient[layout.skip + k] += dScore * x[t * D + k];
  }
  passes.forEach((pass, d) => {
    backDirection(pass, stateGradients[d], gradient);
  });
  return loss / T;
}

/** Back-propagation through a direction's steps, last processed first. */
function backDirection(
  pass: DirectionPass,
  stateGradient: Float64Array,
  gradient: Float64Array,
): void {
  const { inputs: D, hidden: H, parameters: p } = pass.model;
  const { w, u, b, c } = pass.offsets;
  const { h, z, r, n, hn } = pass.states;
  const x = pass.sequence.inputs;
  const carried = new Float64Array(H);
  const toPrevious = new Float64Array(H);
  const gates = new Float64Array(3 * H);
  const resetHidden = new Float64Array(H);
  for (let step = pass.sequence.length - 1; step >= 0; step--) {
    const { t, previous } = stepElements(pass, step);
    const ho = t * H;
    const po = previous * H;
    for (let j = 0; j < H; j++) {
      const dh = stateGradient[ho + j] + carried[j];
      const zj = z[ho + j];
      const rj = r[ho + j];
      const nj = n[ho + j];
      const hPrevious = previous >= 0 ? h[po + j] : 0;
      const dan = dh * (1 - zj) * (1 - nj * nj);
      gates[j] = dh * (hPrevious - nj) * zj * (1 - zj);
      gates[H + j] = dan * hn[ho + j] * rj * (1 - rj);
      gates[2 * H + j] = dan;
      resetHidden[j] = dan * rj;
      toPrevious[j] = dh * zj;
    }
    const xo = t * D;
    for (let g = 0; g < 3 * H; g++) {
      const dg = gates[g];
      gradient[b + g] += dg;
      const wo = w + g * D;
      for (let k = 0; k < D; k++) gradient[wo + k] += dg * x[xo + k];
    }
    for (let j = 0; j < H; j++) gradient[c + j] += resetHidden[j];
    if (previous >= 0) {
      for (let g = 0; g < 3 * H; g++) {
        // U_n acts on h before the reset gate: its gradient is the reset-scaled one.
        const dg = g < 2 * H ? gates[g] : resetHidden[g - 2 * H];
        const uo = u + g * H;
        for (let k = 0; k < H; k++) {
          gradient[uo + k] += dg * h[po + k];
          toPrevious[k] += dg * p[uo + k];
        }
      }
    }
    carried.set(toPrevious);
  }
}

/** A model of the given shape with small seeded random weights (biases zero). */
export function initialGru(inputs: number, hidden: number, seed: number): BidirectionalGru {
  const layout = gruLayout(inputs, hidden);
  const parameters = new Float64Array(layout.size);
  const random = seededRandom(seed);
  const scale = 1 / Math.sqrt(hidden);
  for (const { w, b } of layout.directions)
    for (let k = w; k < b; k++) parameters[k] = (2 * random() - 1) * scale;
  for (let k = layout.output; k < layout.skip; k++) parameters[k] = (2 * random() - 1) * scale;
  return { inputs, hidden, parameters };
}

/** Adam's usual moment decays and the floor of its denominator. */
const BETA1 = 0.9;
const BETA2 = 0.999;
const EPSILON = 1e-8;

/**
 * Fits a bidirectional GRU tagger to `sequences` by Adam, one update per sequence (each sequence's
 * mean loss: a long page counts as much as a short one), sequences in a seeded order every epoch,
 * so the same data and seed give the same weights bit for bit.
 */
export function fitBidirectionalGru(
  sequences: readonly LabelledGruSequence[],
  inputs: number,
  settings: GruTrainingSettings,
  onEpoch?: (epoch: number, meanLoss: number) => void,
): BidirectionalGru {
  const model = initialGru(inputs, settings.hidden, settings.seed);
  const { parameters } = model;
  const size = parameters.length;
  const gradient = new Float64Array(size);
  const first = new Float64Array(size);
  const second = new Float64Array(size);
  const random = seededRandom(settings.seed + 1);
  const order = sequences.flatMap((sequence, s) => (sequence.length > 0 ? [s] : []));
  let updates = 0;
  for (let epoch = 0; epoch < settings.epochs; epoch++) {
    shuffleInPlace(order, random);
    let total = 0;
    for (const s of order) {
      gradient.fill(0);
      total += gruLossAndGradient(model, sequences[s], gradient);
      let squares = 0;
      for (let k = 0; k < size; k++) squares += gradient[k] * gradient[k];
      const norm = Math.sqrt(squares);
      const clip = norm > settings.clipNorm ? settings.clipNorm / norm : 1;
      updates++;
      const correction1 = 1 - BETA1 ** updates;
      const correction2 = 1 - BETA2 ** updates;
      const shrink = 1 - settings.learningRate * (settings.weightDecay ?? 0);
      for (let k = 0; k < size; k++) {
        parameters[k] *= shrink;
        const g = gradient[k] * clip;
        first[k] = BETA1 * first[k] + (1 - BETA1) * g;
        second[k] = BETA2 * second[k] + (1 - BETA2) * g * g;
        parameters[k] -=
          (settings.learningRate * (first[k] / correction1)) /
          (Math.sqrt(second[k] / correction2) + EPSILON);
      }
    }
    onEpoch?.(epoch, total / Math.max(order.length, 1));
  }
  return model;
}
