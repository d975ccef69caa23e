import { Group, RangeSlider, Stack, Text, type RangeSliderValue } from '@mantine/core';
import {
  normaliseThresholds,
  SLIDER_ANIMATION_MS,
  STREAMS_SCREEN_TEXTS as T,
  THRESHOLD_MAX,
  THRESHOLD_MIN,
  THRESHOLD_STEP,
  type ThresholdPair,
} from '@vigil/contract';
import { useId, useState, type CSSProperties } from 'react';
import { samePair } from '../stream-settings';
import classes from './threshold-slider.module.css';
import { ThresholdWhatIf, type WhatIfState } from './threshold-what-if';

export interface ThresholdSliderProps {
  categoryName: string;
  /** The category's saved pair, or 0/0 when it has none (spec §4). */
  saved: ThresholdPair;
  /** Moderators read thresholds; only administrators may save them. */
  readOnly: boolean;
  onSave: (pair: ThresholdPair) => void;
  /** The category's last 30 days, for the what-if under the slider (decision 0171). */
  whatIf: WhatIfState;
}

const SETTLE = { '--threshold-settle-duration': `${SLIDER_ANIMATION_MS}ms` } as CSSProperties;

/**
 * Spec §2/§5: one two-handle slider per category, 0–100 in steps of 5; the left handle is the
 * moderation threshold, the right one the unpublish threshold. It saves when a move ends (a
 * drag is one save, each arrow key press another), normalised by the contract's rule.
 */
export function ThresholdSlider({
  categoryName,
  saved,
  readOnly,
  onSave,
  whatIf,
}: ThresholdSliderProps) {
  const nameId = useId();
  // The pair while a drag is under way; otherwise the saved (or optimistic) pair is shown.
  const [draft, setDraft] = useState<RangeSliderValue | null>(null);
  const value: RangeSliderValue = draft ?? [saved.moderation_threshold, saved.unpublish_threshold];
  const [moderation, unpublish] = value;

  const finish = (next: RangeSliderValue) => {
    setDraft(null);
    const pair = normaliseThresholds(next);
    if (!samePair(saved, pair)) onSave(pair);
  };

  return (
    <Stack gap={6} role="group" aria-labelledby={nameId}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text id={nameId} size="sm" fw={500}>
          {categoryName}
        </Text>
        {/* Each value wraps as a whole in a narrow card, never "Unpublish from / 90". */}
        <Text size="xs" c="dimmed">
          <span style={{ whiteSpace: 'nowrap' }}>{T.moderateFrom(moderation)}</span>
          {' · '}
          <span style={{ whiteSpace: 'nowrap' }}>{T.unpublishFrom(unpublish)}</span>
        </Text>
      </Group>
      <RangeSlider
        min={THRESHOLD_MIN}
        max={THRESHOLD_MAX}
        step={THRESHOLD_STEP}
        // Equal thresholds are allowed (0/0 is where a category starts).
        minRange={0}
        value={value}
        onChange={setDraft}
        onChangeEnd={finish}
        disabled={readOnly}
        thumbFromLabel={T.moderationThresholdLabel(categoryName)}
        thumbToLabel={T.unpublishThresholdLabel(categoryName)}
        labelTransitionProps={{ transition: 'fade', duration: SLIDER_ANIMATION_MS }}
        classNames={{ thumb: classes.thumb, bar: classes.bar }}
        className={draft === null ? classes.settling : undefined}
        style={SETTLE}
        size="sm"
        mb={4}
      />
      <ThresholdWhatIf state={whatIf} pair={normaliseThresholds(value)} />
    </Stack>
  );
}
