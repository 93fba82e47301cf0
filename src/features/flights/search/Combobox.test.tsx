import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox';

function field(onInputChange: (text: string) => void, onFocus = vi.fn()) {
  return (
    <Combobox<string>
      label="Leaving from"
      value=""
      onInputChange={onInputChange}
      onFocus={onFocus}
      options={[]}
      optionKey={(code) => code}
      renderOption={(code) => code}
      onSelect={() => undefined}
    />
  );
}

describe('Combobox before hydration', () => {
  it('takes up text typed into the server-rendered field before its code hydrated', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(field(() => undefined));
    const input = container.querySelector('input')!;
    input.focus();
    input.value = 'DXB';

    const onInputChange = vi.fn();
    const onFocus = vi.fn();
    await act(async () => {
      hydrateRoot(container, field(onInputChange, onFocus));
    });

    expect(onInputChange).toHaveBeenCalledWith('DXB');
    expect(onFocus).toHaveBeenCalled();
    container.remove();
  });

  it('changes nothing when nothing was typed', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(field(() => undefined));
    const onInputChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, field(onInputChange));
    });
    expect(onInputChange).not.toHaveBeenCalled();
    container.remove();
  });
});
