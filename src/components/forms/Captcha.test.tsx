import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { Captcha } from './Captcha';

// The widget's code fails to load, as when the connection drops before it arrives.
const load = vi.hoisted(() => ({ fail: true }));
vi.mock('altcha', () => {
  if (load.fail) throw new Error('offline');
  return {};
});

describe('Captcha (ALTCHA)', () => {
  it('says so when its code cannot load, and offers to try again', async () => {
    renderApp(<Captcha onChange={() => undefined} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The security check could not load.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Loading the security check…')).toBeInTheDocument();
  });
});
