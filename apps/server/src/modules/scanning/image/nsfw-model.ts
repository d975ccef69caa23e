import * as tf from '@tensorflow/tfjs';
// Registers the 'wasm' backend: about 50 ms an image, no native build, no GPU.
import '@tensorflow/tfjs-backend-wasm';
import { load } from 'nsfwjs/core';
import { MobileNetV2Model } from 'nsfwjs/models/mobilenet_v2';
import { MODEL_INPUT_SIZE } from './decode-image';
import { withoutModelNotice } from './quiet-model-notice';

export const NSFW_CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'] as const;
export type NsfwClass = (typeof NSFW_CLASSES)[number];
export type ClassProbabilities = Record<NsfwClass, number>;

export interface NsfwModel {
  /** Probabilities (summing to 1) for MODEL_INPUT_SIZE² RGB bytes. */
  classify(pixels: Buffer): Promise<ClassProbabilities>;
}

// TensorFlow.js keeps its backend in process-wide state, so the backend is chosen once per
// process; models (the large part) belong to each scanner.
let backendReady: Promise<void> | undefined;

function useWasmBackend(): Promise<void> {
  backendReady ??= (async () => {
    // Skips per-operation debug checks; the inputs are built here, not by callers.
    tf.enableProdMode();
    if (!(await tf.setBackend('wasm'))) throw new Error('TensorFlow.js WASM backend unavailable');
    await tf.ready();
  })().catch((error: unknown) => {
    backendReady = undefined;
    throw error;
  });
  return backendReady;
}

function isNsfwClass(name: string): name is NsfwClass {
  return (NSFW_CLASSES as readonly string[]).includes(name);
}

/**
 * Loads nsfwjs's MobileNetV2 (224 px; "~90%" accurate by its authors' account), whose weights ship
 * inside the npm package as a JavaScript module: nothing is downloaded or read from disk by
 * path, so the bundled server loads it the same way.
 */
export async function loadNsfwModel(): Promise<NsfwModel> {
  await useWasmBackend();
  // nsfwjs would print a console notice naming the model on every load; the log has no use
  // for it.
  const model = await withoutModelNotice(() =>
    load('MobileNetV2', { size: MODEL_INPUT_SIZE, modelDefinitions: [MobileNetV2Model] }),
  );
  return {
    async classify(pixels) {
      const input = tf.tensor3d(
        Int32Array.from(pixels),
        [MODEL_INPUT_SIZE, MODEL_INPUT_SIZE, 3],
        'int32',
      );
      try {
        // classify() disposes its own intermediate tensors; the input is ours to free.
        const predictions = await model.classify(input, NSFW_CLASSES.length);
        const probabilities: ClassProbabilities = {
          Drawing: 0,
          Hentai: 0,
          Neutral: 0,
          Porn: 0,
          Sexy: 0,
        };
        for (const { className, probability } of predictions) {
          if (isNsfwClass(className)) probabilities[className] = probability;
        }
        return probabilities;
      } finally {
        input.dispose();
      }
    },
  };
}
