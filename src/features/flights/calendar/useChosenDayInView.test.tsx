import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChosenDayInView } from './useChosenDayInView';

function Strip({ chosen }: { chosen: boolean }) {
  const ref = useRef<HTMLLIElement>(null);
  useChosenDayInView(ref, chosen, 'day');
  return (
    <ul>
      <li ref={ref}>day</li>
    </ul>
  );
}

/** An IntersectionObserver the test answers for, as the browser would after its layout. */
function fakeObserver() {
  const made: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      made.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (intersectionRatio: number) =>
    made
      .at(-1)
      ?.callback([{ intersectionRatio } as IntersectionObserverEntry], {} as unknown as IntersectionObserver);
  return { made, report };
}

describe('useChosenDayInView', () => {
  const scrollIntoView = vi.fn();
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
  afterEach(() => {
    scrollIntoView.mockClear();
    vi.unstubAllGlobals();
  });

  it('scrolls the chosen day into the strip only when the observer finds it not fully visible', () => {
    const observer = fakeObserver();
    render(<Strip chosen />);
    // Nothing is measured or scrolled while React commits.
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect((observer.made[0]?.options?.root as Element | undefined)?.tagName).toBe('UL');
    observer.report(0.4);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'center' });
  });

  it('leaves a day already in view alone', () => {
    const observer = fakeObserver();
    render(<Strip chosen />);
    observer.report(1);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('does nothing for a day not chosen', () => {
    const observer = fakeObserver();
    render(<Strip chosen={false} />);
    expect(observer.made).toHaveLength(0);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
