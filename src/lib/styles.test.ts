import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageStylesheetFor, stylesheetsFor } from './styles';

// A built public/styles as scripts/build-styles.mjs writes it, in a directory of its own.
let root = '';
const files: Record<string, string> = {
  'app.ltr.11111111.css': '.a{margin-left:1px}',
  'app.rtl.22222222.css': '.a{margin-right:1px}',
  'pages.ltr.33333333.css': '.p{left:0}',
  'pages.rtl.44444444.css': '.p{right:0}',
  'arabic.55555555.css': ':lang(ar){letter-spacing:0}',
};

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'styles-'));
  mkdirSync(path.join(root, 'public', 'styles'), { recursive: true });
  for (const [name, css] of Object.entries(files))
    writeFileSync(path.join(root, 'public', 'styles', name), css);
  const url = (name: string) => `/styles/${name}`;
  writeFileSync(
    path.join(root, 'public', 'styles', 'manifest.json'),
    JSON.stringify({
      ltr: url('app.ltr.11111111.css'),
      rtl: url('app.rtl.22222222.css'),
      pagesLtr: url('pages.ltr.33333333.css'),
      pagesRtl: url('pages.rtl.44444444.css'),
      arabic: url('arabic.55555555.css'),
    }),
  );
  vi.spyOn(process, 'cwd').mockReturnValue(root);
});

afterAll(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

describe('stylesheets for inlining', () => {
  it('gives each language its direction’s build, with its text, so the layout can inline it', () => {
    expect(stylesheetsFor('en', 0)).toEqual([
      { href: '/styles/app.ltr.11111111.css', css: '.a{margin-left:1px}' },
    ]);
    expect(stylesheetsFor('ar', 0)).toEqual([
      { href: '/styles/app.rtl.22222222.css', css: '.a{margin-right:1px}' },
    ]);
    expect(pageStylesheetFor('en')).toEqual({ href: '/styles/pages.ltr.33333333.css', css: '.p{left:0}' });
    expect(pageStylesheetFor('ar')).toEqual({ href: '/styles/pages.rtl.44444444.css', css: '.p{right:0}' });
  });

  it('adds the Arabic stylesheet after the RTL build for theme 1 in Arabic only', () => {
    expect(stylesheetsFor('ar', 1).map((sheet) => sheet.href)).toEqual([
      '/styles/app.rtl.22222222.css',
      '/styles/arabic.55555555.css',
    ]);
    expect(stylesheetsFor('en', 1)).toHaveLength(1);
  });
});
