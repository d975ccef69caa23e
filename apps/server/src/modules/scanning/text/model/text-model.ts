import { readFileSync } from 'node:fs';
import { FEATURE_BITS } from './model-features';

/**
 * The trained text model (docs/decisions/0154): one logistic regression per output over the
 * hashed features of model-features.ts, weights stored as int8 with one scale per output.
 * Trained by scripts/text-model/train-model.ts; the file it writes is `text-model.bin`.
 */
export const MODEL_OUTPUTS = ['toxic', 'insult', 'hate'] as const;
export type ModelOutput = (typeof MODEL_OUTPUTS)[number];

export interface OutputHeader {
  name: ModelOutput;
  bias: number;
  /** An int8 weight w stands for w × scale. */
  scale: number;
  /** The probability at which the output counts as flagged (chosen on held-back training rows). */
  operatingPoint: number;
  /** The same for texts that name an identity group, chosen on those rows alone (stricter). */
  groupOperatingPoint: number;
}

export interface ModelHeader {
  version: 1;
  featureBits: number;
  outputs: OutputHeader[];
  /** What it was trained on: the training set's SHA-256 and row counts (for the record). */
  trainedOn: Record<string, string | number>;
}

export interface TextModel {
  header: ModelHeader;
  weights: Int8Array[];
}

const MAGIC = 'VTM1';

export function encodeTextModel(model: TextModel): Uint8Array {
  const header = Buffer.from(JSON.stringify(model.header), 'utf8');
  const rows = 1 << model.header.featureBits;
  const out = Buffer.alloc(8 + header.length + rows * model.weights.length);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(header.length, 4);
  header.copy(out, 8);
  model.weights.forEach((weights, index) => {
    Buffer.from(weights.buffer, weights.byteOffset, weights.byteLength).copy(
      out,
      8 + header.length + index * rows,
    );
  });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}

export function decodeTextModel(bytes: Uint8Array): TextModel {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.toString('latin1', 0, 4) !== MAGIC) throw new Error('Not a Vigil text model file');
  const headerLength = buffer.readUInt32LE(4);
  const header = JSON.parse(buffer.toString('utf8', 8, 8 + headerLength)) as ModelHeader;
  if (header.version !== 1 || header.featureBits !== FEATURE_BITS) {
    throw new Error('The text model file does not match this version of the scanner');
  }
  const rows = 1 << header.featureBits;
  const start = 8 + headerLength;
  if (buffer.length !== start + rows * header.outputs.length) {
    throw new Error('The text model file is truncated');
  }
  const weights = header.outputs.map(
    (_, index) => new Int8Array(bytes.buffer, bytes.byteOffset + start + index * rows, rows),
  );
  return { header, weights };
}

export type ModelProbabilities = Record<ModelOutput, number>;

/** Each output's probability for the text whose feature rows are given. */
export function predict(model: TextModel, rows: ArrayLike<number>): ModelProbabilities {
  const result = { toxic: 0, insult: 0, hate: 0 };
  const norm = 1 / Math.sqrt(Math.max(rows.length, 1));
  model.header.outputs.forEach((output, index) => {
    const weights = model.weights[index];
    if (!weights) return;
    let sum = 0;
    for (let index = 0; index < rows.length; index += 1) sum += weights[rows[index] ?? 0] ?? 0;
    result[output.name] = sigmoid(output.bias + output.scale * sum * norm);
  });
  return result;
}

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

let shipped: TextModel | null = null;

/**
 * The model shipped beside this file (in the bundled server, beside main.js: build.mjs copies
 * it). Read once, on first use; the server calls it at start so no request pays for it.
 */
export function shippedTextModel(): TextModel {
  shipped ??= decodeTextModel(readFileSync(new URL('./text-model.bin', import.meta.url)));
  return shipped;
}
