import {
  ANALYTICS_DEFAULT_RANGE_PRESET,
  ANALYTICS_RANGE_PRESETS,
  ANALYTICS_RANGE_PRESET_LABELS,
  type AnalyticsRangePreset,
} from '@vigil/contract';
import {
  daysBack,
  monthsBack,
  type RangePreset,
} from '../../../components/date-range/range-presets';

const STARTS: Readonly<Record<AnalyticsRangePreset, RangePreset['start']>> = {
  '7d': daysBack(7),
  '30d': daysBack(30),
  '3m': monthsBack(3),
  '12m': monthsBack(12),
};

const preset = (id: AnalyticsRangePreset): RangePreset => ({
  id,
  label: ANALYTICS_RANGE_PRESET_LABELS[id],
  start: STARTS[id],
});

/** The Analytics quick spans (decision 0171). */
export const ANALYTICS_PRESETS: readonly RangePreset[] = ANALYTICS_RANGE_PRESETS.map(preset);

/** The default: the last 30 days, today included. */
export const DEFAULT_ANALYTICS_PRESET: RangePreset = preset(ANALYTICS_DEFAULT_RANGE_PRESET);
