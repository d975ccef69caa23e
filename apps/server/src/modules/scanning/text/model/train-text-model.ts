import { FEATURE_BITS, featureRows, hashString, mentionsGroup } from './model-features';
import {
  MODEL_OUTPUTS,
  predict,
  type ModelOutput,
  type OutputHeader,
  type TextModel,
} from './text-model';
import { round, trainMember, type FitExample } from './train-member';

/**
 * Trains the text model (text-model.ts): its members (train-member.ts), then each output's
 * operating points on held-back rows, so the same rows give the same bytes on every machine
 * (docs/decisions/0154, 0214). Labels a source did not annotate are null and skipped for that
 * output.
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
   * The same, over the held-back clean texts that name an identity group (groupOperatingPoint),
   * written ones only: synthetic sentences about groups are too easy to set a point by, and a
   * toxic text about a group flagged as hate rather than as harassment is flagged all the same.
   */
  groupFalsePositiveRate: number;
  /**
   * The same over the synthetic sentences that name a group (ordinary ones and counter-speech
   * written for this project): a point must also keep nearly all of those unflagged.
   */
  syntheticGroupFalsePositiveRate: number;
  syntheticSources: readonly string[];
  /**
   * Sources whose labels are inferred rather than given (a sentence no rater marked is taken
   * as clean): they are learned from but never held back to set an operating point.
   */
  inferredSources: readonly string[];
  /** Every how-many-th row (by a hash of its text) is held back to choose operating points. */
  calibrationEvery: number;
  /** The same for the written texts that name a group and are clean. */
  groupCalibrationEvery: number;
  seed: number;
  /**
   * The share of a row's features left out each time it is read, so no output leans on one
   * feature (the synthetic sentences share many).
   */
  dropout: number;
  /** How many members to train, each from its own seed (`seed`, `seed` + 1, …). */
  members: number;
  /** Each member network's embedding width and hidden units (text-model.ts). */
  network: { dims: number; hidden: number };
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

interface Example extends FitExample {
  /** Names an identity group, in a source that is not synthetic. */
  aboutGroup: boolean;
  /** Names an identity group, in a synthetic source. */
  aboutGroupSynthetic: boolean;
}

export function trainTextModel(
  data: readonly TrainingRow[],
  wordsOf: (text: string) => readonly string[],
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
    // Clean texts that name a group set the strictest point and are few: more of them are
    // held back, so the point rests on more than a couple of texts.
    const every =
      example.aboutGroup && row.labels.toxic === 0
        ? options.groupCalibrationEvery
        : options.calibrationEvery;
    const inferred = options.inferredSources.includes(row.source);
    if (!inferred && heldBackHash(row.text) % every === 0) calibration.push(example);
    else fit.push(example);
  }

  // Members differ only in their seed; the model averages their logits (text-model.ts).
  const trained = Array.from({ length: options.members }, (_, index) =>
    trainMember(fit, options, options.seed + index),
  );
  const outputs: OutputHeader[] = MODEL_OUTPUTS.map((name) => ({
    name,
    operatingPoint: 0.5,
    groupOperatingPoint: 0.5,
  }));
  const model: TextModel = {
    header: {
      version: 3,
      featureBits: FEATURE_BITS,
      outputs,
      members: trained.map(({ header }) => header),
      trainedOn,
    },
    members: trained.map(({ member }) => member),
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
              clean: example.labels[0] === 0,
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
        scored.filter((s) => s.label === 0 && s.aboutGroup && s.clean),
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

/** Which rows are held back: FNV-1a of the text, independent of the rows' order. */
function heldBackHash(text: string): number {
  return hashString(0x811c9dc5, text);
}
