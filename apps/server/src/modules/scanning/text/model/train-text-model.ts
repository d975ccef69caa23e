import { seededRandom } from '../../../../lib/seeded-random';
import { FEATURE_BITS, featureRows, hashString, mentionsGroup } from './model-features';
import {
  MODEL_OUTPUTS,
  predict,
  sigmoid,
  type ModelOutput,
  type OutputHeader,
  type TextModel,
} from './text-model';

/**
 * Trains the text model: one logistic regression per output over hashed features, by AdaGrad
 * in a fixed order from a fixed seed, so the same rows give the same bytes on every machine
 * (docs/decisions/0154). Labels a source did not annotate are null and skipped for that output.
 */
export interface TrainingRow {
  text: string;
  labels: Partial<Record<ModelOutput, 0 | 1 | null>>;
  source: string;
}

export interface TrainingOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  /** Per source, how much each of its rows weighs (synthetic templates weigh less). */
  sourceWeights: Readonly<Record<string, number>>;
  /** Per output, the share of held-back negatives allowed at or above the operating point. */
  falsePositiveRates: Readonly<Record<ModelOutput, number>>;
  /**
   * The same, over the held-back negatives that name an identity group (groupOperatingPoint),
   * written ones only: synthetic sentences about groups are too easy to set a point by.
   */
  groupFalsePositiveRate: number;
  /**
   * The same over the synthetic sentences that name a group (ordinary ones and counter-speech
   * written for this project): a point must also keep nearly all of those unflagged.
   */
  syntheticGroupFalsePositiveRate: number;
  syntheticSources: readonly string[];
  /** Every how-many-th row (by a hash of its text) is held back to choose operating points. */
  calibrationEvery: number;
  seed: number;
}

export interface OutputReport {
  name: ModelOutput;
  fitRows: number;
  fitPositives: number;
  calibrationRows: number;
  operatingPoint: number;
  calibrationPrecision: number;
  calibrationRecall: number;
}

interface Example {
  rows: Int32Array;
  labels: (0 | 1 | null)[];
  weight: number;
  /** Names an identity group, in a source that is not synthetic. */
  aboutGroup: boolean;
  /** Names an identity group, in a synthetic source. */
  aboutGroupSynthetic: boolean;
}

export function trainTextModel(
  data: readonly TrainingRow[],
  wordsOf: (text: string) => string[],
  options: TrainingOptions,
  trainedOn: Record<string, string | number>,
): { model: TextModel; reports: OutputReport[] } {
  const fit: Example[] = [];
  const calibration: Example[] = [];
  for (const row of data) {
    const words = wordsOf(row.text);
    const namesGroup = mentionsGroup(words);
    const synthetic = options.syntheticSources.includes(row.source);
    const example: Example = {
      rows: Int32Array.from(featureRows(words)),
      aboutGroup: namesGroup && !synthetic,
      aboutGroupSynthetic: namesGroup && synthetic,
      labels: MODEL_OUTPUTS.map((output) => row.labels[output] ?? null),
      weight: options.sourceWeights[row.source] ?? 1,
    };
    if (heldBackHash(row.text) % options.calibrationEvery === 0) calibration.push(example);
    else fit.push(example);
  }

  const size = 1 << FEATURE_BITS;
  const weights = MODEL_OUTPUTS.map(() => new Float64Array(size));
  const squares = MODEL_OUTPUTS.map(() => new Float64Array(size));
  const biases = MODEL_OUTPUTS.map(() => 0);
  const biasSquares = MODEL_OUTPUTS.map(() => 0);
  // Classes weigh the same in total per output, whatever their counts.
  const classWeights = MODEL_OUTPUTS.map((_, k) => {
    let positive = 0;
    let negative = 0;
    for (const example of fit) {
      if (example.labels[k] === 1) positive += example.weight;
      else if (example.labels[k] === 0) negative += example.weight;
    }
    const total = positive + negative;
    return [total / (2 * Math.max(negative, 1)), total / (2 * Math.max(positive, 1))] as const;
  });

  const random = seededRandom(options.seed);
  const order = fit.map((_, index) => index);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    shuffle(order, random);
    for (const index of order) {
      const example = fit[index];
      if (!example) continue;
      const norm = 1 / Math.sqrt(Math.max(example.rows.length, 1));
      for (let k = 0; k < MODEL_OUTPUTS.length; k += 1) {
        const label = example.labels[k];
        if (label === null || label === undefined) continue;
        const w = weights[k] as Float64Array;
        const g2 = squares[k] as Float64Array;
        let z = biases[k] as number;
        for (const row of example.rows) z += (w[row] as number) * norm;
        const gradient =
          (sigmoid(z) - label) *
          example.weight *
          ((classWeights[k] as readonly number[])[label] ?? 1);
        biasSquares[k] = (biasSquares[k] as number) + gradient * gradient;
        biases[k] =
          (biases[k] as number) -
          (options.learningRate * gradient) / Math.sqrt((biasSquares[k] as number) + 1e-8);
        for (const row of example.rows) {
          const g = gradient * norm + options.l2 * (w[row] as number);
          g2[row] = (g2[row] as number) + g * g;
          w[row] =
            (w[row] as number) - (options.learningRate * g) / Math.sqrt((g2[row] as number) + 1e-8);
        }
      }
    }
  }

  const outputs: OutputHeader[] = [];
  const quantised: Int8Array[] = [];
  MODEL_OUTPUTS.forEach((name, k) => {
    const w = weights[k] as Float64Array;
    let largest = 0;
    for (const value of w) largest = Math.max(largest, Math.abs(value));
    const scale = largest / 127 || 1;
    const q = new Int8Array(size);
    for (let row = 0; row < size; row += 1) q[row] = Math.round((w[row] as number) / scale);
    quantised.push(q);
    outputs.push({
      name,
      bias: round(biases[k] as number),
      scale: round(scale),
      operatingPoint: 0.5,
      groupOperatingPoint: 0.5,
    });
  });
  const model: TextModel = {
    header: { version: 1, featureBits: FEATURE_BITS, outputs, trainedOn },
    weights: quantised,
  };

  const predicted = calibration.map((example) => predict(model, example.rows));
  const reports = MODEL_OUTPUTS.map((name, k): OutputReport => {
    const scored = calibration.flatMap((example, index) => {
      const label = example.labels[k];
      const p = predicted[index]?.[name];
      return label === null || label === undefined || p === undefined
        ? []
        : [
            {
              p,
              label,
              aboutGroup: example.aboutGroup,
              aboutGroupSynthetic: example.aboutGroupSynthetic,
            },
          ];
    });
    // Pooled over the sources: one row in ten of each, by hash, so each weighs as it does in
    // training. (Per-source rates were tried: the noisiest source set every point near 1.)
    const point = pointFor(
      scored.filter((s) => s.label === 0),
      options.falsePositiveRates[name],
    );
    const header = outputs[k] as OutputHeader;
    header.operatingPoint = point;
    header.groupOperatingPoint = Math.max(
      point,
      pointFor(
        scored.filter((s) => s.label === 0 && s.aboutGroup),
        options.groupFalsePositiveRate,
      ),
      pointFor(
        scored.filter((s) => s.label === 0 && s.aboutGroupSynthetic),
        options.syntheticGroupFalsePositiveRate,
      ),
    );
    const flagged = scored.filter((s) => s.p >= point);
    const truePositives = flagged.filter((s) => s.label === 1).length;
    const positives = scored.filter((s) => s.label === 1).length;
    return {
      name,
      fitRows: fit.filter((example) => example.labels[k] !== null).length,
      fitPositives: fit.filter((example) => example.labels[k] === 1).length,
      calibrationRows: scored.length,
      operatingPoint: point,
      calibrationPrecision: flagged.length ? truePositives / flagged.length : 0,
      calibrationRecall: positives ? truePositives / positives : 0,
    };
  });
  return { model, reports };
}

/** The probability above which at most `rate` of these negatives fall (never under one half). */
function pointFor(negatives: readonly { p: number }[], rate: number): number {
  const sorted = negatives.map((s) => s.p).sort((a, b) => a - b);
  const allowed = Math.floor(sorted.length * rate);
  return round(Math.max(0.5, (sorted[sorted.length - 1 - allowed] ?? 0.5) + 1e-6));
}

/** Six significant digits: the header reads the same on every machine. */
function round(value: number): number {
  return Number(value.toPrecision(6));
}

/** Which rows are held back: FNV-1a of the text, independent of the rows' order. */
function heldBackHash(text: string): number {
  return hashString(0x811c9dc5, text);
}

function shuffle(order: number[], random: () => number): void {
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const swap = order[index] as number;
    order[index] = order[other] as number;
    order[other] = swap;
  }
}
