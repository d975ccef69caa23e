import type { TrainingOptions } from './train-text-model';

/**
 * The settings the shipped weights were trained with. Changing one means retraining and
 * committing the new weights (scripts/text-model/README.md).
 */
export const TRAINING_OPTIONS: TrainingOptions = {
  epochs: 4,
  learningRate: 0.05,
  l2: 1e-6,
  sourceWeights: { 'bias-templates': 0.3, 'toxic-spans-clean': 0.5 },
  falsePositiveRates: { toxic: 0.015, insult: 0.02, hate: 0.01 },
  groupFalsePositiveRate: 0.01,
  syntheticGroupFalsePositiveRate: 0.002,
  syntheticSources: [
    'bias-templates',
    'vigil-group-sentences',
    'vigil-group-attacks',
    'vigil-group-claims',
    'vigil-group-plights',
  ],
  inferredSources: ['toxic-spans-clean'],
  calibrationEvery: 10,
  groupCalibrationEvery: 3,
  seed: 20261127,
  dropout: 0.3,
  members: 3,
  network: { dims: 6, hidden: 16 },
};
