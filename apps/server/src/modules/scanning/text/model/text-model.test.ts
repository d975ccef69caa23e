import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalTokens } from '../canonical-words';
import { modelWords } from '../scan-text';
import { FEATURE_BITS, featureRows } from './model-features';
import { MODEL_MAX_SCORE, probabilityScore } from './model-scores';
import {
  decodeTextModel,
  encodeTextModel,
  MODEL_OUTPUTS,
  predict,
  shippedTextModel,
} from './text-model';
import { trainTextModel, type TrainingRow } from './train-text-model';
import { TRAINING_OPTIONS } from './training-options';

const words = (text: string): string[] => canonicalTokens(text).words;
/** As the scanner reads a text (scan-text.ts). */
const modelRead = (text: string): string[] => modelWords(canonicalTokens(text));
const rowsOf = (text: string): number[] => featureRows(modelRead(text));
const probabilities = (text: string) => predict(shippedTextModel(), rowsOf(text));

describe('the shipped text model', () => {
  it('loads the committed weights: three outputs, 2^18 rows each, well under 8 MB', () => {
    const size = fs.statSync(new URL('./text-model.bin', import.meta.url)).size;
    expect(size).toBeLessThan(8 * 1024 * 1024);
    const model = shippedTextModel();
    expect(model.header.outputs.map((output) => output.name)).toEqual([...MODEL_OUTPUTS]);
    expect(model.header.featureBits).toBe(FEATURE_BITS);
    expect(model.members).toHaveLength(TRAINING_OPTIONS.members);
    model.members.forEach((member, index) => {
      for (const weights of member.weights) expect(weights.length).toBe(2 ** FEATURE_BITS);
      const header = model.header.members[index];
      const { dims, hidden, hiddenWeights, hiddenBias, outputWeights } = header?.network ?? {
        dims: 0,
        hidden: 0,
        hiddenWeights: [],
        hiddenBias: [],
        outputWeights: [],
      };
      expect(member.embeddings.length).toBe(2 ** FEATURE_BITS * dims);
      expect(hiddenWeights).toHaveLength(hidden * dims);
      expect(hiddenBias).toHaveLength(hidden);
      expect(outputWeights).toHaveLength(hidden * MODEL_OUTPUTS.length);
    });
    for (const output of model.header.outputs) {
      expect(output.operatingPoint).toBeGreaterThanOrEqual(0.5);
      expect(output.operatingPoint).toBeLessThan(1);
      // Texts that name a group are held to a stricter point, never a looser one.
      expect(output.groupOperatingPoint).toBeGreaterThanOrEqual(output.operatingPoint);
    }
  });

  it('gives the probabilities it was shipped with for a handful of fixed texts', () => {
    // Pinned from the committed weights: retraining changes them on purpose, nothing else may.
    for (const [text, expected] of FIXED_PROBABILITIES) {
      const actual = probabilities(text);
      for (const output of MODEL_OUTPUTS) expect(actual[output]).toBeCloseTo(expected[output], 4);
    }
  });

  it('tells an insult from an ordinary comment, and a mention of a group from an attack', () => {
    const model = shippedTextModel();
    const point = (name: string): number =>
      model.header.outputs.find((output) => output.name === name)?.operatingPoint ?? 1;
    const insult = probabilities('you are a pathetic worthless clown, nobody wants you here');
    expect(insult.insult).toBeGreaterThan(point('insult'));
    expect(
      probabilities('Thanks for the recipe, the bread came out perfectly!').toxic,
    ).toBeLessThan(0.2);
    expect(probabilities('My Muslim neighbours brought us dinner last night.').toxic).toBeLessThan(
      point('toxic'),
    );
  });

  it('reads hate from what is said of a group, not from the group being named', () => {
    const model = shippedTextModel();
    const groupPoint = (name: string): number =>
      model.header.outputs.find((output) => output.name === name)?.groupOperatingPoint ?? 0;
    expect(groupPoint('hate')).toBeGreaterThan(0.5);
    for (const attack of [
      'Honestly those refugees are a filthy burden on all of us',
      'Immigrants are ruining this country and should go back',
    ]) {
      expect(probabilities(attack).hate).toBeGreaterThan(groupPoint('hate'));
    }
    for (const ordinary of [
      'Lesbians run the best bookshop in town',
      'The refugees who arrived last spring opened a bakery',
      'Calling refugees a plague is cruel and untrue',
    ]) {
      expect(probabilities(ordinary).hate).toBeLessThan(groupPoint('hate'));
    }
  });

  it('reads a word after a not/never apart from the same word said outright', () => {
    const plain = featureRows(words('they are burdens'));
    const negated = featureRows(words('they are not burdens'));
    // "burdens" after "not" is its own feature; outside the scope it is the plain word again.
    expect(negated).not.toEqual(expect.arrayContaining(plain));
    // Past its clause (eight words) and the three words of negation marking, it is the plain
    // word again, valence and all.
    expect(featureRows(words('not one two three four five six seven eight burdens'))).toEqual(
      expect.arrayContaining(featureRows(words('burdens'))),
    );
  });
});

describe('model file and training', () => {
  const rows: TrainingRow[] = [];
  const nice = ['lovely', 'helpful', 'great', 'kind', 'thanks', 'wonderful', 'useful', 'clear'];
  const nasty = ['idiot', 'moron', 'loser', 'clown', 'stupid', 'pathetic', 'dumb', 'worthless'];
  nice.forEach((word, index) => {
    for (let n = 0; n < 12; n += 1) {
      rows.push({
        text: `what a ${word} post number ${index * 12 + n}`,
        labels: { toxic: 0, insult: 0 },
        source: 's',
      });
    }
  });
  nasty.forEach((word, index) => {
    for (let n = 0; n < 12; n += 1) {
      rows.push({
        text: `you ${word} number ${index * 12 + n}`,
        labels: { toxic: 1, insult: null },
        source: 's',
      });
    }
  });
  const options = { ...TRAINING_OPTIONS, epochs: 4 };

  it('trains to the same bytes twice, and the file reads back as it was written', () => {
    const first = encodeTextModel(
      trainTextModel(rows, modelRead, options, { rows: rows.length }).model,
    );
    const second = encodeTextModel(
      trainTextModel(rows, modelRead, options, { rows: rows.length }).model,
    );
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const decoded = decodeTextModel(first);
    expect(Buffer.from(encodeTextModel(decoded)).equals(Buffer.from(first))).toBe(true);
  });

  it('learns the words that separate the classes and skips the outputs a row does not label', () => {
    const { model, reports } = trainTextModel(rows, modelRead, options, {});
    const p = (text: string) => predict(model, rowsOf(text));
    expect(p('you moron').toxic).toBeGreaterThan(0.5);
    expect(p('what a lovely post').toxic).toBeLessThan(0.5);
    // Insult was labelled on the clean rows only: every fitted insult row is a negative.
    expect(reports.find((report) => report.name === 'insult')?.fitPositives).toBe(0);
    const toxic = reports.find((report) => report.name === 'toxic');
    // One row in ten (by a hash of its text) is held back to choose the operating point.
    expect((toxic?.fitRows ?? 0) + (toxic?.calibrationRows ?? 0)).toBe(rows.length);
    expect(toxic?.calibrationRows).toBeGreaterThan(0);
    expect(toxic?.fitPositives).toBeGreaterThan(70);
  });

  it('learns what two words mean together, which no weighing of each word alone can', () => {
    // Toxic exactly when one of "red" and "apple" is said without the other: an exclusive
    // or, as a good word and a denial are to a group named. A weight for each word alone
    // cannot fit it (the linear part); the network must.
    const xor: TrainingRow[] = [];
    for (let n = 0; n < 400; n += 1) {
      const red = n % 2 === 1;
      const apple = n % 4 >= 2;
      xor.push({
        text: `${red ? 'red' : 'blue'} said ${apple ? 'apple' : 'pear'} ${n}`,
        labels: { toxic: red === apple ? 0 : 1 },
        source: 's',
      });
    }
    const { model } = trainTextModel(xor, modelRead, { ...options, epochs: 8 }, {});
    const p = (text: string) => predict(model, rowsOf(text)).toxic;
    expect(p('red said pear 1000')).toBeGreaterThan(0.5);
    expect(p('blue said apple 1001')).toBeGreaterThan(0.5);
    expect(p('red said apple 1002')).toBeLessThan(0.5);
    expect(p('blue said pear 1003')).toBeLessThan(0.5);
  });

  it('refuses a file that is not a text model or is cut short', () => {
    expect(() => decodeTextModel(new Uint8Array([1, 2, 3, 4, 0, 0, 0, 0]))).toThrow(
      'Not a Vigil text model file',
    );
    const bytes = encodeTextModel(shippedTextModel());
    expect(() => decodeTextModel(bytes.subarray(0, bytes.length - 1))).toThrow('truncated');
  });
});

describe('probabilityScore', () => {
  it('puts the operating point on the threshold, and less sure probabilities well under it', () => {
    expect(probabilityScore(0.8, 0.8, 50)).toBe(50);
    expect(probabilityScore(1, 0.8, 50)).toBe(MODEL_MAX_SCORE);
    expect(probabilityScore(0.65, 0.8, 50)).toBeCloseTo(12.5);
    expect(probabilityScore(0.5, 0.8, 50)).toBe(0);
    expect(probabilityScore(0.9, 0.8, 40)).toBeCloseTo(55);
  });
});

const FIXED_PROBABILITIES: [string, Record<(typeof MODEL_OUTPUTS)[number], number>][] = [
  [
    'you are a pathetic worthless clown, nobody wants you here',
    { toxic: 0.999994, insult: 0.998074, hate: 0.987714 },
  ],
  [
    'Thanks for the recipe, the bread came out perfectly!',
    { toxic: 0.000243175, insult: 0.000171946, hate: 0.0000330748 },
  ],
  [
    'Immigrants are ruining this country and should go back',
    { toxic: 1, insult: 0.00119623, hate: 1 },
  ],
  [
    'My Muslim neighbours brought us dinner last night.',
    { toxic: 0.000521738, insult: 0.000119369, hate: 0.0000431386 },
  ],
  [
    'What a brainless take from a brainless commenter',
    { toxic: 0.743525, insult: 0.569264, hate: 0.120194 },
  ],
  [
    'The council meets on Tuesday to discuss the new park.',
    { toxic: 0.00194652, insult: 0.00358196, hate: 0.000188505 },
  ],
  [
    'Honestly those refugees are a filthy burden on all of us',
    { toxic: 1, insult: 0.0547051, hate: 1 },
  ],
  [
    "I don't think gay people should be allowed to adopt.",
    { toxic: 0.999791, insult: 0.000137135, hate: 0.999901 },
  ],
];
