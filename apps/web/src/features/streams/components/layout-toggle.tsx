import { SegmentedControl, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconColumns1, IconColumns2, IconColumns3 } from '@tabler/icons-react';
import {
  LAYOUT_COLUMNS,
  STREAMS_LAYOUT_LABELS,
  STREAMS_SCREEN_TEXTS as T,
  type LayoutColumns,
} from '@vigil/contract';
import { parseLayout } from '../layout-preference';

const ICONS: Readonly<Record<LayoutColumns, typeof IconColumns1>> = {
  12: IconColumns1,
  6: IconColumns2,
  4: IconColumns3,
};

/** Spec §2: one, two or three cards per row; each choice is an icon named for screen readers. */
export function LayoutToggle({
  value,
  onChange,
}: {
  value: LayoutColumns;
  onChange: (columns: LayoutColumns) => void;
}) {
  return (
    <SegmentedControl
      aria-label={T.layoutLabel}
      value={String(value)}
      onChange={(next) => {
        const columns = parseLayout(next);
        if (columns !== null) onChange(columns);
      }}
      data={LAYOUT_COLUMNS.map((columns) => {
        const Icon = ICONS[columns];
        return {
          value: String(columns),
          label: (
            <Tooltip label={STREAMS_LAYOUT_LABELS[columns]} withArrow openDelay={300}>
              <span style={{ display: 'block' }}>
                <Icon size={18} aria-hidden style={{ display: 'block' }} />
                <VisuallyHidden>{STREAMS_LAYOUT_LABELS[columns]}</VisuallyHidden>
              </span>
            </Tooltip>
          ),
        };
      })}
    />
  );
}
