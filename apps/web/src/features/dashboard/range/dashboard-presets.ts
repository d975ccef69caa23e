import {
  DASHBOARD_RANGE_PRESETS,
  DASHBOARD_RANGE_PRESET_LABELS,
  type DashboardRangePreset,
} from '@vigil/contract';
import {
  daysBack,
  monthsBack,
  type RangePreset,
} from '../../../components/date-range/range-presets';

const STARTS: Readonly<Record<DashboardRangePreset, RangePreset['start']>> = {
  '7d': daysBack(7),
  '1m': monthsBack(1),
  '3m': monthsBack(3),
  '12m': monthsBack(12),
};

const preset = (id: DashboardRangePreset): RangePreset => ({
  id,
  label: DASHBOARD_RANGE_PRESET_LABELS[id],
  start: STARTS[id],
});

/** The dashboard's quick spans (decision 0145). */
export const DASHBOARD_PRESETS: readonly RangePreset[] = DASHBOARD_RANGE_PRESETS.map(preset);

/** The spec's default: one month back to today. */
export const DEFAULT_DASHBOARD_PRESET: RangePreset = preset('1m');
