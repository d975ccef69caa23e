import { MODERATION_SCREEN_TEXTS as T } from '@vigil/contract';
import { mediaClasses } from './blurred-media';

export type MediaKind = 'image' | 'video' | 'audio';

/** The media kind a mime type can be shown as, or null (a PDF, an archive…). */
export function mediaKindOf(mimeType: string): MediaKind | null {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  if (mimeType.startsWith('audio/')) return 'audio';
  return null;
}

export interface MediaViewProps {
  kind: MediaKind;
  src: string;
  username: string;
}

/** An image, or a video or audio player with the browser's controls. */
export function MediaView({ kind, src, username }: MediaViewProps) {
  if (kind === 'image') {
    return <img src={src} alt={T.imageAlt(username)} className={mediaClasses.media} />;
  }
  if (kind === 'video') {
    return (
      <video
        src={src}
        controls
        preload="metadata"
        aria-label={T.videoLabel(username)}
        className={mediaClasses.media}
      />
    );
  }
  return (
    <audio
      src={src}
      controls
      preload="metadata"
      aria-label={T.audioLabel(username)}
      className={`${mediaClasses.media} ${mediaClasses.audio}`}
    />
  );
}
