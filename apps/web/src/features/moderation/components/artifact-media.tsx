import { Skeleton, Text } from '@mantine/core';
import { MODERATION_SCREEN_TEXTS as T, type ReportContentType } from '@vigil/contract';
import { useArtifactUrl } from '../api/use-artifact-url';
import { BlurredMedia } from './blurred-media';
import { MediaView, type MediaKind } from './media-view';

const KIND_OF_CONTENT: Readonly<Record<ReportContentType, MediaKind>> = {
  // A text report has no media of its own; should one carry a file, it is most likely a picture.
  text: 'image',
  image: 'image',
  video: 'video',
  audio: 'audio',
};

export interface ArtifactMediaProps {
  path: string;
  contentType: ReportContentType;
  username: string;
  blurred: boolean;
  onReveal: () => void;
}

/**
 * Media kept outside the report, fetched through GET /artifact (spec §2). `false` means the
 * file is absent; a failed call was logged (spec §8) and reads the same to the moderator.
 */
export function ArtifactMedia({
  path,
  contentType,
  username,
  blurred,
  onReveal,
}: ArtifactMediaProps) {
  const artifact = useArtifactUrl(path);
  if (artifact.isPending) {
    return <Skeleton height={160} width={240} radius="md" aria-label={T.mediaLoading} />;
  }
  const url = artifact.data?.artifact_url;
  if (url === undefined || url === false) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {T.mediaUnavailable}
      </Text>
    );
  }
  return (
    <BlurredMedia blurred={blurred} onReveal={onReveal}>
      <MediaView kind={KIND_OF_CONTENT[contentType]} src={url} username={username} />
    </BlurredMedia>
  );
}
