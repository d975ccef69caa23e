import { readFileSync } from 'node:fs';
import { FEATURE_BITS } from './model-features';

/**
 * The trained text model (docs/decisions/0154, 0214) over the hashed features of
 * model-features.ts: a few members trained alike from different seeds, whose logits are
 * averaged. Each member has, per output, a linear part (one int8 weight a feature, one scale
 * per output) plus a small network shared by the outputs: each feature's int8 embedding,
 * summed, through one hidden layer of rectified units to every output. The linear part reads
 * words one at a time; the network reads how they combine ("not" with a good word, a group
 * with a bad one); the members even out what one seed learns by chance.
 * Trained by scripts/text-model/train-model.ts; the file it writes is `text-model.bin`.
 */
export const MODEL_OUTPUTS = ['toxic', 'insult', 'hate'] as const;
export type ModelOutput = (typeof MODEL_OUTPUTS)[number];

export interface OutputHeader {
  name: ModelOutput;
  /** The probability at which the output counts as flagged (chosen on held-back training rows). */
  operatingPoint: number;
  /** The same for texts that name an identity group, chosen on those rows alone (stricter). */
  groupOperatingPoint: number;
}

/** A member's network: its small dense layers live in the header, its embeddings in the file. */
export interface NetworkHeader {
  /** Each feature's embedding width. */
  dims: number;
  /** Rectified units in the hidden layer. */
  hidden: number;
  /** An int8 embedding value e stands for e × embeddingScale. */
  embeddingScale: number;
  /** hidden × dims, row by row. */
  hiddenWeights: number[];
  hiddenBias: number[];
  /** One row of `hidden` weights per output, in the order of `outputs`. */
  outputWeights: number[];
}

export interface MemberHeader {
  /** Per output, in the order of `outputs`. */
  biases: number[];
  /** Per output: an int8 linear weight w stands for w × scale. */
  scales: number[];
  network: NetworkHeader;
}

export interface ModelHeader {
  version: 3;
  featureBits: number;
  outputs: OutputHeader[];
  members: MemberHeader[];
  /** What it was trained on: the training set's SHA-256 and row counts (for the record). */
  trainedOn: Record<string, string | number>;
}

export interface ModelMember {
  /** Per output, one int8 weight a feature row. */
  weights: Int8Array[];
  /** Per feature row, `network.dims` int8 values, row after row. */
  embeddings: Int8Array;
}

export interface TextModel {
  header: ModelHeader;
  members: ModelMember[];
}

const MAGIC = 'VTM3';

export function encodeTextModel(model: TextModel): Uint8Array {
  const header = Buffer.from(JSON.stringify(model.header), 'utf8');
  const arrays = model.members.flatMap((member) => [...member.weights, member.embeddings]);
  const start = 8 + header.length;
  const out = Buffer.alloc(start + arrays.reduce((sum, array) => sum + array.byteLength, 0));
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(header.length, 4);
  header.copy(out, 8);
  let at = start;
  for (const array of arrays) {
    Buffer.from(array.buffer, array.byteOffset, array.byteLength).copy(out, at);
    at += array.byteLength;
  }
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}

export function decodeTextModel(bytes: Uint8Array): TextModel {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.toString('latin1', 0, 4) !== MAGIC) throw new Error('Not a Vigil text model file');
  const headerLength = buffer.readUInt32LE(4);
  const header = JSON.parse(buffer.toString('utf8', 8, 8 + headerLength)) as ModelHeader;
  if (header.version !== 3 || header.featureBits !== FEATURE_BITS) {
    throw new Error('The text model file does not match this version of the scanner');
  }
  const rows = 1 << header.featureBits;
  const expected = header.members.reduce(
    (sum, member) => sum + rows * (header.outputs.length + member.network.dims),
    8 + headerLength,
  );
  if (buffer.length !== expected) throw new Error('The text model file is truncated');
  let at = bytes.byteOffset + 8 + headerLength;
  const take = (length: number): Int8Array => {
    const array = new Int8Array(bytes.buffer, at, length);
    at += length;
    return array;
  };
  const members = header.members.map((member) => ({
    weights: header.outputs.map(() => take(rows)),
    embeddings: take(rows * member.network.dims),
  }));
  return { header, members };
}

export type ModelProbabilities = Record<ModelOutput, number>;

/** Each output's probability for the text whose feature rows are given. */
export function predict(model: TextModel, rows: ArrayLike<number>): ModelProbabilities {
  const logits = new Float64Array(model.header.outputs.length);
  const norm = 1 / Math.sqrt(Math.max(rows.length, 1));
  model.members.forEach((member, index) => {
    const header = model.header.members[index];
    if (header) addMemberLogits(logits, header, member, rows, norm);
  });
  const result = { toxic: 0, insult: 0, hate: 0 };
  const count = Math.max(model.members.length, 1);
  model.header.outputs.forEach((output, index) => {
    result[output.name] = sigmoid((logits[index] ?? 0) / count);
  });
  return result;
}

/** Adds one member's logit for every output to `logits`. */
function addMemberLogits(
  logits: Float64Array,
  header: MemberHeader,
  member: ModelMember,
  rows: ArrayLike<number>,
  norm: number,
): void {
  const hidden = hiddenUnits(header.network, member.embeddings, rows, norm);
  const { outputWeights } = header.network;
  member.weights.forEach((weights, output) => {
    let sum = 0;
    for (let at = 0; at < rows.length; at += 1) sum += weights[rows[at] ?? 0] ?? 0;
    let logit = (header.biases[output] ?? 0) + (header.scales[output] ?? 0) * sum * norm;
    for (let unit = 0; unit < hidden.length; unit += 1) {
      logit += (outputWeights[output * hidden.length + unit] ?? 0) * (hidden[unit] ?? 0);
    }
    logits[output] = (logits[output] ?? 0) + logit;
  });
}

/** A network's hidden layer for one text: its features' embeddings summed, then rectified. */
function hiddenUnits(
  network: NetworkHeader,
  embeddings: Int8Array,
  rows: ArrayLike<number>,
  norm: number,
): Float64Array {
  const { dims, hidden, embeddingScale, hiddenWeights, hiddenBias } = network;
  const summed = new Float64Array(dims);
  for (let at = 0; at < rows.length; at += 1) {
    const offset = (rows[at] ?? 0) * dims;
    for (let dim = 0; dim < dims; dim += 1) {
      summed[dim] = (summed[dim] ?? 0) + (embeddings[offset + dim] ?? 0);
    }
  }
  const units = new Float64Array(hidden);
  for (let unit = 0; unit < hidden; unit += 1) {
    let value = hiddenBias[unit] ?? 0;
    for (let dim = 0; dim < dims; dim += 1) {
      value += (hiddenWeights[unit * dims + dim] ?? 0) * (summed[dim] ?? 0) * embeddingScale * norm;
    }
    units[unit] = Math.max(0, value);
  }
  return units;
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
