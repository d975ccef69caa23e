import { Button, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { MODERATION_SCREEN_TEXTS as T } from '@vigil/contract';
import type { ReactNode } from 'react';
import classes from './blurred-media.module.css';

export interface BlurredMediaProps {
  blurred: boolean;
  onReveal: () => void;
  children: ReactNode;
}

/** The frame around an image, video or audio player, blurred until revealed. */
export function BlurredMedia({ blurred, onReveal, children }: BlurredMediaProps) {
  return (
    <div
      className={blurred ? `${classes.frame} ${classes.blurred}` : classes.frame}
      data-blurred={blurred}
    >
      {/* Inert while blurred: a video's controls wait for the reveal. */}
      <div inert={blurred}>{children}</div>
      {blurred ? (
        <div className={classes.overlay}>
          <Button
            size="xs"
            variant="white"
            color="dark"
            leftSection={<IconEye size={14} aria-hidden />}
            onClick={onReveal}
            aria-label={T.revealLabel}
          >
            {T.reveal}
          </Button>
          <Text size="xs" fw={500} className={classes.note}>
            {T.blurredNote}
          </Text>
        </div>
      ) : null}
    </div>
  );
}

export const mediaClasses = classes;
