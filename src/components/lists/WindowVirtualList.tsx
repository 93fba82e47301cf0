'use client';

import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';

export interface WindowVirtualListProps<T> {
  items: readonly T[];
  /** A first guess at a row's height in pixels; each row is measured once rendered. */
  estimatedRowPx: number;
  /** The list's class; each row gets `<className>__item`. */
  className: string;
  /** The data attribute that carries the number of items listed (tests and the benchmark read it). */
  countAttribute: `data-${string}`;
  /** The window's size assumed before it is measured (on the server and in the hydrating render). */
  initialRect?: { width: number; height: number };
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * A row's height. The ResizeObserver that the virtualiser keeps on every row reports it after the
 * browser's layout, before the frame is painted. Called from React's commit (a row's ref) there is
 * no such report: the last known height (or the estimate) stands until it comes. The library's
 * default reads `offsetHeight` there, which forces the layout of every new row inside the commit and
 * made the first batch of results one long task on a phone.
 */
function measureRow(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<Window, Element>,
  estimate: number,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  if (entry) return Math.round(element.getBoundingClientRect().height);
  const key = virtualizer.options.getItemKey(virtualizer.indexFromElement(element));
  return virtualizer.itemSizeCache.get(key) ?? estimate;
}

/**
 * A list virtualised against the window (@tanstack/react-virtual): only the rows near the viewport
 * are in the DOM, and each is measured (and re-measured when it changes size), so a row that opens
 * pushes the rest down. Rows are keyed by position, not by item: when a filter or sort changes the
 * list, the few rows on screen are updated in place instead of being torn down and rebuilt, which
 * keeps a filter over thousands of results within a frame or two.
 */
export function WindowVirtualList<T>({
  items,
  estimatedRowPx,
  className,
  countAttribute,
  initialRect,
  renderItem,
}: WindowVirtualListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // The list's distance from the top of the page moves when what is above it changes size.
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const update = () => {
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setScrollMargin((current) => (current === top ? current : top));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    if (element.parentElement) observer.observe(element.parentElement);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const measureElement = useCallback(
    (element: Element, entry: ResizeObserverEntry | undefined, virtualizer: Virtualizer<Window, Element>) =>
      measureRow(element, entry, virtualizer, estimatedRowPx),
    [estimatedRowPx],
  );
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimatedRowPx,
    measureElement,
    overscan: 3,
    scrollMargin,
    initialRect,
  });

  return (
    <div
      ref={listRef}
      className={className}
      role="list"
      {...{ [countAttribute]: items.length }}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <div
            key={row.key}
            role="listitem"
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={`${className}__item`}
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            {renderItem(item, row.index)}
          </div>
        );
      })}
    </div>
  );
}
