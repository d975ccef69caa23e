import { seededRandom } from '../../../../lib/seeded-random';
import { FEATURE_BITS } from './model-features';
import { MODEL_OUTPUTS, sigmoid, type MemberHeader, type ModelMember } from './text-model';
import type { TrainingOptions } from './train-text-model';
import { adagradStep, TrainingNetwork } from './train-network';

/** A row as the trainer reads it: its feature rows, labels (null: not asked) and weight. */
export interface FitExample {
  rows: Int32Array;
  labels: (0 | 1 | null)[];
  weight: number;
}

/**
 * Trains one member of the model (text-model.ts) from `seed`: the linear part and the network
 * together, by AdaGrad in a seeded order with a seeded share of each row's features left out,
 * so the same rows and seed give the same bytes on every machine (docs/decisions/0154, 0214).
 */
export function trainMember(
  fit: readonly FitExample[],
  options: TrainingOptions,
  seed: number,
): { header: MemberHeader; member: ModelMember } {
  const size = 1 << FEATURE_BITS;
  const outputsCount = MODEL_OUTPUTS.length;
  const weights = MODEL_OUTPUTS.map(() => new Float64Array(size));
  const squares = MODEL_OUTPUTS.map(() => new Float64Array(size));
  const biases = new Float64Array(outputsCount);
  const biasSquares = new Float64Array(outputsCount);
  const classWeights = balancedClassWeights(fit);

  const random = seededRandom(seed);
  const network = new TrainingNetwork(options.network, outputsCount, size, random);
  const order = fit.map((_, index) => index);
  const gradients = new Float64Array(outputsCount);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    shuffle(order, random);
    for (const index of order) {
      const example = fit[index];
      if (!example) continue;
      const rows =
        options.dropout > 0 ? dropped(example.rows, options.dropout, random) : example.rows;
      const norm = 1 / Math.sqrt(Math.max(rows.length, 1));
      network.forward(rows, norm);
      let any = false;
      for (let k = 0; k < outputsCount; k += 1) {
        const label = example.labels[k];
        gradients[k] = 0;
        if (label === null || label === undefined) continue;
        const w = weights[k] as Float64Array;
        let z = (biases[k] as number) + network.logit(k);
        for (const row of rows) z += (w[row] as number) * norm;
        gradients[k] =
          (sigmoid(z) - label) *
          example.weight *
          ((classWeights[k] as readonly number[])[label] ?? 1);
        any = true;
      }
      if (!any) continue;
      for (let k = 0; k < outputsCount; k += 1) {
        const gradient = gradients[k] as number;
        if (gradient === 0) continue;
        const w = weights[k] as Float64Array;
        const g2 = squares[k] as Float64Array;
        adagradStep(biases, biasSquares, k, gradient, options.learningRate);
        for (const row of rows) {
          const g = gradient * norm + options.l2 * (w[row] as number);
          adagradStep(w, g2, row, g, options.learningRate);
        }
      }
      network.backward(rows, norm, gradients, options.learningRate, options.l2);
    }
  }

  const linear = weights.map(toInt8);
  const embeddings = toInt8(network.embeddings);
  return {
    header: {
      biases: [...biases].map(round),
      scales: linear.map(({ scale }) => scale),
      network: {
        dims: options.network.dims,
        hidden: options.network.hidden,
        embeddingScale: embeddings.scale,
        hiddenWeights: [...network.hiddenWeights].map(round),
        hiddenBias: [...network.hiddenBias].map(round),
        outputWeights: [...network.outputWeights].map(round),
      },
    },
    member: { weights: linear.map(({ values }) => values), embeddings: embeddings.values },
  };
}

/** Per output, weights that make the classes weigh the same in total, whatever their counts. */
function balancedClassWeights(fit: readonly FitExample[]): (readonly [number, number])[] {
  return MODEL_OUTPUTS.map((_, k) => {
    let positive = 0;
    let negative = 0;
    for (const example of fit) {
      if (example.labels[k] === 1) positive += example.weight;
      else if (example.labels[k] === 0) negative += example.weight;
    }
    const total = positive + negative;
    return [total / (2 * Math.max(negative, 1)), total / (2 * Math.max(positive, 1))] as const;
  });
}

/** Six significant digits: the header reads the same on every machine. */
export function round(value: number): number {
  return Number(value.toPrecision(6));
}

function shuffle(order: number[], random: () => number): void {
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const swap = order[index] as number;
    order[index] = order[other] as number;
    order[other] = swap;
  }
}

/** The rows without a random share of them (at least one kept). */
function dropped(rows: Int32Array, share: number, random: () => number): Int32Array {
  const kept = rows.filter(() => random() >= share);
  return kept.length > 0 ? kept : rows;
}

/** Values as int8 with one scale: the largest magnitude maps to 127. */
function toInt8(values: Float64Array): { scale: number; values: Int8Array } {
  let largest = 0;
  for (const value of values) largest = Math.max(largest, Math.abs(value));
  const scale = round(largest / 127 || 1);
  const out = new Int8Array(values.length);
  for (let index = 0; index < values.length; index += 1) {
    out[index] = Math.max(-127, Math.min(127, Math.round((values[index] as number) / scale)));
  }
  return { scale, values: out };
}
