import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { keepTabInside, tabStops } from './dialogFocus';

/** A modal dialog kept by the shared trap, as ModalFrame, the map and the sign-in dialog use it. */
function Dialog({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  return (
    <>
      <button type="button">Before</button>
      <div
        ref={root}
        role="dialog"
        aria-modal="true"
        aria-label="Map"
        tabIndex={-1}
        onKeyDown={(event) => keepTabInside(event, root.current)}
      >
        {children}
      </div>
      <button type="button">After</button>
    </>
  );
}

/** The full-screen map's shape: its controls, then MapLibre's compact attribution (a <details>). */
function MapLike({ open = false }: { open?: boolean }) {
  return (
    <Dialog>
      <button type="button">Show list</button>
      <button type="button" tabIndex={-1}>
        Canvas
      </button>
      <button type="button" hidden>
        Hidden
      </button>
      <details open={open}>
        <summary>Attribution</summary>
        <a href="https://maplibre.org/">MapLibre</a>
      </details>
    </Dialog>
  );
}

const names = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('the shared focus trap', () => {
  it('counts a <details>’ summary, and what a closed <details> hides not at all', () => {
    const { rerender } = render(<MapLike />);
    const dialog = screen.getByRole('dialog');
    expect(names(tabStops(dialog))).toEqual(['Show list', 'Attribution']);
    rerender(<MapLike open />);
    expect(names(tabStops(dialog))).toEqual(['Show list', 'Attribution', 'MapLibre']);
  });

  it('wraps Tab from the last summary back to the first control', async () => {
    const user = userEvent.setup();
    render(<MapLike />);
    screen.getByText('Attribution').focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show list' })).toHaveFocus();
  });

  it('wraps Shift+Tab from the first control to the summary, not into the closed <details>', async () => {
    const user = userEvent.setup();
    render(<MapLike />);
    screen.getByRole('button', { name: 'Show list' }).focus();
    await user.tab({ shift: true });
    expect(screen.getByText('Attribution')).toHaveFocus();
  });

  it('reaches the link an open <details> shows, and wraps after it', async () => {
    const user = userEvent.setup();
    render(<MapLike open />);
    screen.getByRole('button', { name: 'Show list' }).focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'MapLibre' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show list' })).toHaveFocus();
  });

  it('wraps Shift+Tab from the dialog itself (focused on opening) to its last stop', async () => {
    const user = userEvent.setup();
    render(<MapLike />);
    screen.getByRole('dialog').focus();
    await user.tab({ shift: true });
    expect(screen.getByText('Attribution')).toHaveFocus();
  });

  it('lists the stops in document order, whatever their kind', () => {
    render(
      <Dialog>
        <a href="#terms">Terms</a>
        <input aria-label="E-mail" />
        <button type="button">Continue</button>
        <details>
          <summary>More</summary>
        </details>
        <select aria-label="Language" />
      </Dialog>,
    );
    expect(tabStops(screen.getByRole('dialog')).map((element) => element.tagName)).toEqual([
      'A',
      'INPUT',
      'BUTTON',
      'SUMMARY',
      'SELECT',
    ]);
  });
});
