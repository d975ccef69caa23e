import { Button, Center, Text } from '@mantine/core';
import { measureElement, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { MODERATION_SCREEN_TEXTS as T, type TLocalReport } from '@vigil/contract';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ReportCardSkeleton } from './report-card-skeleton';

/** A closed card with a few scores; cards are measured once rendered. */
export const ESTIMATED_CARD_HEIGHT = 220;
const CARD_GAP = 12;
/** Older reports are asked for while this many cards are still below the window. */
const END_THRESHOLD = 5;

/**
 * A card not laid out (yet) measures 0 — a detached node, or a test DOM without layout. No
 * card is really 0 high, so it keeps its estimate instead of collapsing the list.
 */
function measureCard(
  element: HTMLElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, HTMLElement>,
): number {
  const height = measureElement(element, entry, instance);
  return height > 0 ? height : ESTIMATED_CARD_HEIGHT;
}

export interface ScrollTarget {
  index: number;
  /** A new request for the same index scrolls again. */
  seq: number;
}

export interface ReportListProps {
  reports: readonly TLocalReport[];
  renderCard: (report: TLocalReport) => ReactNode;
  hasMore: boolean;
  loadingOlder: boolean;
  onEndReached: () => void;
  scrollTarget: ScrollTarget | null;
}

/**
 * The queue, virtualised against the window's scroll (decisions 0100–0106: smooth with 10,000 reports):
 * only the cards near the viewport are in the DOM, each measured for its real height. The
 * list keeps list semantics, with each row's position in the whole queue.
 */
export function ReportList({
  reports,
  renderCard,
  hasMore,
  loadingOlder,
  onEndReached,
  scrollTarget,
}: ReportListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // The list starts below the page header and filters, whose height can change (wrapping,
  // a notice above): measured again whenever the page's size changes.
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setScrollMargin((current) => (Math.abs(top - current) >= 1 ? top : current));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer<HTMLElement>({
    count: reports.length,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    gap: CARD_GAP,
    overscan: 3,
    scrollMargin,
    // The window's size from the first render on. Left to its default (0 × 0) the first render
    // has no card, and the cards then come in the re-render that measuring the window causes,
    // which React runs synchronously, in one long task (decision 0210).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    getItemKey: (index) => String(reports[index]?._id ?? index),
    measureElement: measureCard,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingOlder && lastIndex >= reports.length - END_THRESHOLD) onEndReached();
  }, [hasMore, loadingOlder, lastIndex, reports.length, onEndReached]);

  useEffect(() => {
    if (scrollTarget !== null) virtualizer.scrollToIndex(scrollTarget.index, { align: 'auto' });
  }, [scrollTarget, virtualizer]);

  return (
    <div>
      <div
        ref={listRef}
        role="list"
        aria-label={T.queueLabel}
        style={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const report = reports[item.index];
          if (report === undefined) return null;
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              role="listitem"
              aria-setsize={reports.length}
              aria-posinset={item.index + 1}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start - scrollMargin}px)`,
              }}
            >
              {renderCard(report)}
            </div>
          );
        })}
      </div>
      <Center mt="md" mih={40}>
        {loadingOlder ? (
          <ReportCardSkeleton label={T.loadingOlder} />
        ) : hasMore ? (
          <Button variant="subtle" onClick={onEndReached}>
            {T.loadOlder}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {T.endOfQueue}
          </Text>
        )}
      </Center>
    </div>
  );
}
