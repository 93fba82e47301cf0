import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_INPUT_KEY,
  closeEarlyInput,
  takeEarlyClick,
  useEarlyClick,
  useEarlySubmit,
  type EarlyInput,
} from './earlyInput';

const MODULES = ['flights', 'hotels'] as const;

function Tabs() {
  const [active, setActive] = useState<(typeof MODULES)[number]>('flights');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  useEarlyClick(() => tabs.current);
  return (
    <div role="tablist">
      {MODULES.map((module, index) => (
        <button
          key={module}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          aria-selected={active === module}
          onClick={() => setActive(module)}
        >
          {module}
        </button>
      ))}
    </div>
  );
}

function Search({ onSubmit }: { onSubmit: (query: string) => void }) {
  const form = useRef<HTMLFormElement>(null);
  useEarlySubmit(form);
  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget).get('q') as string);
      }}
    >
      <input name="q" defaultValue="dubai" />
    </form>
  );
}

/** Server HTML, then what the loader kept before the code ran, then hydration. */
async function hydrate(ui: React.ReactElement, early: (container: HTMLElement) => EarlyInput) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(ui);
  Object.assign(window, { [EARLY_INPUT_KEY]: early(container) });
  await act(async () => {
    hydrateRoot(container, ui);
  });
  return container;
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_KEY];
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('early input, taken up on hydration', () => {
  it('a tab clicked before the code ran is chosen once the tabs have hydrated, once', async () => {
    vi.useFakeTimers();
    const container = await hydrate(<Tabs />, (c) => ({ click: c.querySelectorAll('button')[1] }));
    expect(container.querySelectorAll('button')[1]).toHaveAttribute('aria-selected', 'false');
    await act(async () => {
      vi.runAllTimers();
    });
    const [flights, hotels] = container.querySelectorAll('button');
    expect(hotels).toHaveAttribute('aria-selected', 'true');
    expect(flights).toHaveAttribute('aria-selected', 'false');
    expect(takeEarlyClick([flights ?? null, hotels ?? null])).toBeNull();
  });

  it('a click elsewhere, or none, leaves the tabs as the server rendered them', async () => {
    vi.useFakeTimers();
    const outside = document.createElement('button');
    const container = await hydrate(<Tabs />, () => ({ click: outside }));
    await act(async () => {
      vi.runAllTimers();
    });
    expect(container.querySelectorAll('button')[0]).toHaveAttribute('aria-selected', 'true');
    expect((window as unknown as Record<string, EarlyInput>)[EARLY_INPUT_KEY]?.click).toBe(outside);

    const plain = await hydrate(<Tabs />, () => ({}));
    expect(plain.querySelectorAll('button')[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('a form submitted before the code ran is submitted through its handler once it runs', async () => {
    vi.useFakeTimers();
    const onSubmit = vi.fn();
    await hydrate(<Search onSubmit={onSubmit} />, (c) => ({ submit: c.querySelector('form') }));
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => {
      vi.runAllTimers();
    });
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('dubai');
  });

  it('a form nobody submitted, or a page without the loader, is left alone', async () => {
    vi.useFakeTimers();
    const onSubmit = vi.fn();
    await hydrate(<Search onSubmit={onSubmit} />, () => ({ submit: document.createElement('form') }));
    await hydrate(<Search onSubmit={onSubmit} />, () => undefined as unknown as EarlyInput);
    await act(async () => {
      vi.runAllTimers();
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closing the record keeps what was kept and marks it closed for the loader; without a loader it does nothing', () => {
    const kept: EarlyInput = { click: document.createElement('button') };
    Object.assign(window, { [EARLY_INPUT_KEY]: kept });
    closeEarlyInput();
    expect(kept).toEqual({ click: expect.any(HTMLButtonElement), closed: true });
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_KEY];
    expect(() => closeEarlyInput()).not.toThrow();
  });
});
