import { Group, Text } from '@mantine/core';

/** The Vigil mark (the same drawing as public/favicon.svg) with the product name. */
export function VigilMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-indigo-6)" />
      <path
        d="M32 12 50 19v13c0 11.5-7.6 19.3-18 22.5C21.6 51.3 14 43.5 14 32V19z"
        fill="#fff"
        fillOpacity=".16"
      />
      <path
        d="M20 23l12 22 12-22"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="22" r="3.5" fill="var(--mantine-color-teal-3)" />
    </svg>
  );
}

export function VigilLogo({ size = 32 }: { size?: number }) {
  return (
    <Group gap={10} wrap="nowrap">
      <VigilMark size={size} />
      <Text fw={800} fz={size * 0.66} lh={1} style={{ letterSpacing: '-0.02em' }}>
        Vigil
      </Text>
    </Group>
  );
}
