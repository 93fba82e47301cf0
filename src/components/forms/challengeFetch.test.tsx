import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { Captcha, challengeFetch } from './Captcha';

// The web component's code loads; a stand-in element records what the Captcha configures it with.
vi.mock('altcha', () => ({}));
type Configured = { fetch: typeof fetch };
const configured: Configured[] = [];
class FakeAltcha extends HTMLElement {
  configure(configuration: Configured) {
    configured.push(configuration);
  }
}
if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeAltcha);

const answered = () => Promise.resolve(Response.json({}));
afterEach(() => {
  vi.unstubAllGlobals();
  configured.length = 0;
});

describe('challengeFetch', () => {
  it('asks for the challenge by POST with the e-mail as typed then, and fetches anything else as asked', async () => {
    const sent = vi.fn<typeof fetch>(answered);
    vi.stubGlobal('fetch', sent);
    let typed = 'sara@';
    const widgetFetch = challengeFetch('https://api.test/auth/captcha/challenge', () => typed);
    typed = ' Sara@Example.com ';
    await widgetFetch('https://api.test/auth/captcha/challenge', { credentials: 'omit' });
    expect(sent).toHaveBeenLastCalledWith('https://api.test/auth/captcha/challenge', {
      credentials: 'omit',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'Sara@Example.com' }),
    });
    typed = '';
    await widgetFetch('https://api.test/auth/captcha/challenge', {});
    expect(sent.mock.lastCall?.[1]).toMatchObject({ method: 'POST', body: '{}' });
    const other = { method: 'POST', body: '{"his":[]}' };
    await widgetFetch('https://api.test/his', other);
    expect(sent).toHaveBeenLastCalledWith('https://api.test/his', other);
  });
});

describe('Captcha with an e-mail', () => {
  it('configures the widget to ask for its challenge with the e-mail the form holds when the check starts', async () => {
    const sent = vi.fn<typeof fetch>(answered);
    vi.stubGlobal('fetch', sent);
    const view = renderApp(<Captcha onChange={() => undefined} email="first@mail.test" />);
    await waitFor(() => expect(configured).toHaveLength(1));
    // The visitor corrects the e-mail before ticking the box: the challenge is for the corrected one.
    view.rerender(<Captcha onChange={() => undefined} email="second@mail.test" />);
    const url = String(view.container.querySelector('altcha-widget')?.getAttribute('challenge'));
    expect(url).toMatch(/\/auth\/captcha\/challenge$/);
    await configured[0]!.fetch(url, {});
    expect(sent).toHaveBeenLastCalledWith(url, expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(String(sent.mock.lastCall?.[1]?.body))).toEqual({ email: 'second@mail.test' });
  });
});
