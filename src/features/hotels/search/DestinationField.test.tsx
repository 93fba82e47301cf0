import { act } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/api/client';
import { AppContext } from '@/lib/app/AppContext';
import { aClub } from '@tests/builders/aClub';
import messages from '@messages/en.json';
import { DestinationField } from './DestinationField';

const context = { club: aClub(), siteType: 'customer' as const, api: {} as ApiClient };

function field(onTextChange: (text: string) => void) {
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      <AppContext.Provider value={context}>
        <DestinationField text="" onTextChange={onTextChange} onSelect={() => undefined} />
      </AppContext.Provider>
    </NextIntlClientProvider>
  );
}

async function hydrate(before: (input: HTMLInputElement) => void) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(field(() => undefined));
  before(container.querySelector('input')!);
  const onTextChange = vi.fn();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, field(onTextChange));
  });
  act(() => root?.unmount());
  container.remove();
  return onTextChange;
}

describe('DestinationField before hydration', () => {
  it('takes up text typed into the server-rendered field before its code hydrated', async () => {
    const onTextChange = await hydrate((input) => {
      input.focus();
      input.value = 'Dubai';
    });
    expect(onTextChange).toHaveBeenCalledExactlyOnceWith('Dubai');
  });

  it('changes nothing when nothing was typed', async () => {
    const onTextChange = await hydrate(() => undefined);
    expect(onTextChange).not.toHaveBeenCalled();
  });
});
