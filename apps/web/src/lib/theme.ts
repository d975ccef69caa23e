import { createTheme, type MantineColor } from '@mantine/core';

/** Enabled things (domain and scanner dots) use this; disabled ones use red (spec §2). */
export const SECONDARY_COLOUR: MantineColor = 'teal';

const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: '700' },
  cursorType: 'pointer',
  other: { secondaryColour: SECONDARY_COLOUR },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Modal: {
      defaultProps: {
        radius: 'lg',
        overlayProps: { backgroundOpacity: 0.45, blur: 2 },
        closeButtonProps: { 'aria-label': 'Close dialog' },
      },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Notification: {
      defaultProps: { radius: 'md', closeButtonProps: { 'aria-label': 'Close notification' } },
    },
  },
});
