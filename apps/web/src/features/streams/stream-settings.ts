/**
 * Pure edits of a cached domain stream: the threshold slider writes its pair here before the
 * server answers (optimistic), and takes it back when the save fails.
 */
import {
  sameId,
  type TDomainScanner,
  type TDomainStream,
  type TId,
  type TScannerSetting,
} from '@vigil/contract';

export function findSetting(
  stream: TDomainStream | undefined,
  domainScannerId: TId,
  categoryId: TId,
): TScannerSetting | undefined {
  return stream?.scanners
    .find((scanner) => sameId(scanner.id, domainScannerId))
    ?.settings.find((setting) => sameId(setting.moderation_category_id, categoryId));
}

function mapScanner(
  stream: TDomainStream,
  domainScannerId: TId,
  change: (settings: TScannerSetting[]) => TScannerSetting[],
): TDomainStream {
  return {
    ...stream,
    scanners: stream.scanners.map((scanner): TDomainScanner =>
      sameId(scanner.id, domainScannerId)
        ? { ...scanner, settings: change(scanner.settings) }
        : scanner,
    ),
  };
}

/** The stream with one category's setting replaced, or added when it had none. */
export function withSetting(
  stream: TDomainStream,
  domainScannerId: TId,
  setting: TScannerSetting,
): TDomainStream {
  return mapScanner(stream, domainScannerId, (settings) => {
    const others = settings.filter(
      (saved) => !sameId(saved.moderation_category_id, setting.moderation_category_id),
    );
    return settings.length === others.length
      ? [...settings, setting]
      : settings.map((saved) =>
          sameId(saved.moderation_category_id, setting.moderation_category_id) ? setting : saved,
        );
  });
}

/** The stream with one category's setting removed: its slider starts at 0/0 again (spec §4). */
export function withoutSetting(
  stream: TDomainStream,
  domainScannerId: TId,
  categoryId: TId,
): TDomainStream {
  return mapScanner(stream, domainScannerId, (settings) =>
    settings.filter((saved) => !sameId(saved.moderation_category_id, categoryId)),
  );
}

export function samePair(
  setting: Pick<TScannerSetting, 'moderation_threshold' | 'unpublish_threshold'> | undefined,
  pair: Pick<TScannerSetting, 'moderation_threshold' | 'unpublish_threshold'>,
): boolean {
  return (
    setting !== undefined &&
    setting.moderation_threshold === pair.moderation_threshold &&
    setting.unpublish_threshold === pair.unpublish_threshold
  );
}
