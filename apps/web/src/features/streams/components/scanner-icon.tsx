import { ThemeIcon } from '@mantine/core';
import { IconCube, IconFileText, IconMicrophone, IconPhoto, IconVideo } from '@tabler/icons-react';
import { scannerContentType, type ScannerContentType } from '@vigil/contract';

const ICONS: Readonly<Record<ScannerContentType, typeof IconFileText>> = {
  text: IconFileText,
  image: IconPhoto,
  video: IconVideo,
  audio: IconMicrophone,
};

/** Spec §2: the icon says what a scanner reads (1 text, 2 image, 3 video, 4 audio). Its name is beside it, so the icon is decorative. */
export function ScannerIcon({ scannerId }: { scannerId: number }) {
  const type = scannerContentType(scannerId);
  const Icon = type === undefined ? IconCube : ICONS[type];
  return (
    <ThemeIcon variant="light" size="md" radius="md" aria-hidden data-scanner-type={type}>
      <Icon size={16} aria-hidden />
    </ThemeIcon>
  );
}
