/**
 * Spec §4/§9 threshold rules for the Streams page's two-handle slider. Normalisation
 * (docs/decisions/0015-threshold-normalisation.md): a missing or non-numeric first value is
 * 0 and a missing second value is 100 (spec), each value is clamped to 0–100 and snapped to
 * the nearest multiple of 5, and a reversed pair is put in order, because one slider's
 * handles cannot cross and the server refuses moderation > unpublish.
 */
import {
  DEFAULT_MODERATION_THRESHOLD,
  DEFAULT_UNPUBLISH_THRESHOLD,
  MISSING_UNPUBLISH_THRESHOLD,
  THRESHOLD_MAX,
  THRESHOLD_MIN,
  THRESHOLD_STEP,
} from '../constants';
import { sameId, type TId } from '../common/ids';
import type { TScannerSetting } from '../domains/domain-stream';

export interface ThresholdPair {
  readonly moderation_threshold: number;
  readonly unpublish_threshold: number;
}

export function normaliseThreshold(value: number): number {
  const clamped = Math.min(THRESHOLD_MAX, Math.max(THRESHOLD_MIN, value));
  return Math.round(clamped / THRESHOLD_STEP) * THRESHOLD_STEP;
}

function usable(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The slider's `[first, second]` value as a pair the server accepts. */
export function normaliseThresholds(
  values: readonly (number | null | undefined)[] | null | undefined,
): ThresholdPair {
  const first = values?.[0];
  const second = values?.[1];
  const low = normaliseThreshold(usable(first) ? first : DEFAULT_MODERATION_THRESHOLD);
  const high = normaliseThreshold(usable(second) ? second : MISSING_UNPUBLISH_THRESHOLD);
  return {
    moderation_threshold: Math.min(low, high),
    unpublish_threshold: Math.max(low, high),
  };
}

/** Where a category's slider starts: its saved setting, else 0 and 0 (spec §4). */
export function thresholdsForCategory(
  settings: readonly Pick<
    TScannerSetting,
    'moderation_category_id' | 'moderation_threshold' | 'unpublish_threshold'
  >[],
  categoryId: TId,
): ThresholdPair {
  const saved = settings.find((setting) => sameId(setting.moderation_category_id, categoryId));
  if (!saved) {
    return {
      moderation_threshold: DEFAULT_MODERATION_THRESHOLD,
      unpublish_threshold: DEFAULT_UNPUBLISH_THRESHOLD,
    };
  }
  return {
    moderation_threshold: saved.moderation_threshold,
    unpublish_threshold: saved.unpublish_threshold,
  };
}
