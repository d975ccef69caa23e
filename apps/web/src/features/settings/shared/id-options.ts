import { sameId, type TId } from '@vigil/contract';

/** Mantine's selects speak strings; ids are opaque (string or number), so map both ways. */
export interface IdOption {
  value: string;
  label: string;
}

export function idOptions<T extends { id: TId }>(
  items: readonly T[],
  label: (item: T) => string,
): IdOption[] {
  return items.map((item) => ({ value: String(item.id), label: label(item) }));
}

/** The original ids of the chosen option values, in the items' order. */
export function chosenIds<T extends { id: TId }>(items: readonly T[], values: readonly string[]) {
  return items.filter((item) => values.some((value) => sameId(item.id, value))).map((i) => i.id);
}
