import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface BulkMarks {
  marked: ReadonlySet<string>;
  /** Marks or unmarks one id; with `range`, every id from the last one toggled to it. */
  toggle: (id: string, range: boolean) => void;
  markAll: () => void;
  clear: () => void;
  /** Unmarks the ids given (decided, or gone from the queue). */
  drop: (ids: readonly string[]) => void;
}

/**
 * The cards marked for a bulk decision, by id (cards unmount as the list scrolls). Only loaded
 * ids count: a mark whose card has left the queue (a filter, a decision elsewhere) is ignored.
 * A range goes from the last card toggled to this one, in the queue's order, and takes that
 * card's new state, as in a mail client.
 */
export function useBulkMarks(loadedIds: readonly string[]): BulkMarks {
  const [marks, setMarks] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<{ id: string; on: boolean } | null>(null);
  const latestIds = useRef(loadedIds);
  useEffect(() => {
    latestIds.current = loadedIds;
  });

  const marked = useMemo(() => {
    const present = new Set(loadedIds.filter((id) => marks.has(id)));
    return present.size === marks.size ? marks : present;
  }, [loadedIds, marks]);

  const toggle = useCallback((id: string, range: boolean) => {
    setMarks((current) => {
      const next = new Set(current);
      const ids = latestIds.current;
      const from = range && anchor.current !== null ? ids.indexOf(anchor.current.id) : -1;
      const to = ids.indexOf(id);
      if (from >= 0 && to >= 0) {
        const on = anchor.current?.on ?? true;
        for (const inRange of ids.slice(Math.min(from, to), Math.max(from, to) + 1)) {
          if (on) next.add(inRange);
          else next.delete(inRange);
        }
        return next;
      }
      const on = !next.has(id);
      if (on) next.add(id);
      else next.delete(id);
      anchor.current = { id, on };
      return next;
    });
  }, []);

  const markAll = useCallback(() => setMarks(new Set(latestIds.current)), []);
  const clear = useCallback(() => {
    anchor.current = null;
    setMarks(new Set());
  }, []);
  const drop = useCallback((ids: readonly string[]) => {
    setMarks((current) => {
      const next = new Set(current);
      for (const id of ids) next.delete(id);
      return next;
    });
  }, []);

  return { marked, toggle, markAll, clear, drop };
}
