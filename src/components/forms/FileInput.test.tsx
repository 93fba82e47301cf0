import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { FileInput } from './FileInput';

function renderField(locale: 'en' | 'ar', onChange = vi.fn(), disabled = false) {
  const label = locale === 'ar' ? 'اختر مستندًا' : 'Choose a document';
  renderApp(
    <div>
      <label htmlFor="doc">{label}</label>
      <FileInput id="doc" accept="application/pdf" onChange={onChange} disabled={disabled} />
    </div>,
    { locale },
  );
  return { input: screen.getByLabelText(label), onChange };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [file] : [];
  });
}

describe('FileInput (issue 30, item 38)', () => {
  it.each([
    ['en', 'Choose a file'],
    ['ar', 'اختر ملفًا'],
  ] as const)(
    'in %s shows its own face in the page language; the native control is hidden',
    (locale, face) => {
      const { input } = renderField(locale);
      expect(screen.getByText(face)).toBeVisible();
      // The browser's "Choose File / No file chosen" (in the browser's language) is never on screen.
      expect(input).toHaveClass('visually-hidden');
      expect(input).toHaveAttribute('type', 'file');
    },
  );

  it("is named by the field's label and takes a file, from the keyboard's input or the face", async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderField('en');
    const file = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
    await user.upload(input as HTMLInputElement, file);
    expect(onChange).toHaveBeenCalledTimes(1);
    const opened = vi.fn();
    input.addEventListener('click', opened);
    await user.click(screen.getByText('Choose a file'));
    expect(opened).toHaveBeenCalled();
  });

  it('does nothing from its face while disabled', async () => {
    const user = userEvent.setup();
    const { input } = renderField('en', vi.fn(), true);
    const opened = vi.fn();
    input.addEventListener('click', opened);
    await user.click(screen.getByText('Choose a file'));
    expect(opened).not.toHaveBeenCalled();
    expect(input).toBeDisabled();
    // Greyed while an upload runs: marked inactive, so a contrast check does not count it (it failed
    // axe's color-contrast in e2e/agent-site.spec.ts whenever axe ran during the upload).
    expect(screen.getByText('Choose a file')).toHaveAttribute('aria-disabled', 'true');
  });

  it('is not marked inactive while it can be used', () => {
    renderField('en');
    expect(screen.getByText('Choose a file')).not.toHaveAttribute('aria-disabled');
  });

  it('is the only file input in the site: no page renders a native one', () => {
    const root = path.resolve(__dirname, '../..');
    const native = sourceFiles(root).filter(
      (file) => !file.endsWith('FileInput.tsx') && /type=["']file["']/.test(readFileSync(file, 'utf8')),
    );
    expect(native.map((file) => path.relative(root, file))).toEqual([]);
  });
});
