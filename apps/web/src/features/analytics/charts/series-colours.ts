import {
  ANALYTICS_NONE_COLOUR,
  ANALYTICS_NONE_KEY,
  ANALYTICS_OTHER_COLOUR,
  ANALYTICS_OTHER_KEY,
  ANALYTICS_SERIES_PALETTE,
} from '@vigil/contract';

/** A breakdown's series colour: the palette in order, greys for the rest and the unnamed. */
export function breakdownColour(key: string, index: number): string {
  if (key === ANALYTICS_OTHER_KEY) return ANALYTICS_OTHER_COLOUR;
  if (key === ANALYTICS_NONE_KEY) return ANALYTICS_NONE_COLOUR;
  return (
    ANALYTICS_SERIES_PALETTE[index % ANALYTICS_SERIES_PALETTE.length] ?? ANALYTICS_OTHER_COLOUR
  );
}
