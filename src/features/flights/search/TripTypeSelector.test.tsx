import { act } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import messages from '@messages/en.json';
import type { TripType } from '../model';
import { TripTypeSelector } from './TripTypeSelector';

function selector(onChange: (value: TripType) => void) {
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      <TripTypeSelector value="oneway" onChange={onChange} />
    </NextIntlClientProvider>
  );
}

async function hydrate(before: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(selector(() => undefined));
  before(container);
  const onChange = vi.fn();
  await act(async () => {
    hydrateRoot(container, selector(onChange));
  });
  container.remove();
  return onChange;
}

describe('TripTypeSelector before hydration', () => {
  it('takes up a trip type clicked in the server-rendered form before its code hydrated', async () => {
    const onChange = await hydrate((container) => {
      container.querySelector<HTMLInputElement>('input[value="roundtrip"]')!.click();
    });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('roundtrip');
  });

  it('changes nothing when nothing was clicked', async () => {
    const onChange = await hydrate(() => undefined);
    expect(onChange).not.toHaveBeenCalled();
  });
});
