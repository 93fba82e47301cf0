import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '@tests/support/sourceFiles';
import en from '@messages/en.json';
import { PAGE_NAMESPACES, SHELL_NAMESPACES, pickMessages } from './clientMessages';

/** Namespaces only server components read (page metadata, the home page's hero, the accessibility statement). */
const SERVER_ONLY = ['Metadata', 'Home', 'StaticPages', 'Accessibility'];

describe('the messages sent to the browser', () => {
  it('picks the named namespaces and skips unknown ones', () => {
    const messages = { A: { x: 'a' }, B: { y: 'b' }, C: 'c' };
    expect(pickMessages(messages, ['A', 'C', 'Z'])).toEqual({ A: { x: 'a' }, C: 'c' });
  });

  it('places every namespace: in the shell, on a page, or on the server only', () => {
    const placed = new Set<string>([
      ...SHELL_NAMESPACES,
      ...Object.values(PAGE_NAMESPACES).flat(),
      ...SERVER_ONLY,
    ]);
    expect(Object.keys(en).filter((namespace) => !placed.has(namespace))).toEqual([]);
  });

  it('sends every namespace a client component reads', () => {
    const sent = new Set<string>([...SHELL_NAMESPACES, ...Object.values(PAGE_NAMESPACES).flat()]);
    const missing: string[] = [];
    for (const file of sourceFiles(path.resolve(__dirname, '..'))) {
      const source = readFileSync(file, 'utf8');
      if (!/^['"]use client['"]/m.test(source)) continue;
      for (const match of source.matchAll(/useTranslations\('([A-Za-z]+)/g)) {
        if (!sent.has(match[1]!)) missing.push(`${path.relative(process.cwd(), file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps what only checkout, payment and the confirmation use off the shell', () => {
    expect(SHELL_NAMESPACES).not.toContain('Checkout');
    expect(SHELL_NAMESPACES).not.toContain('Payment');
    expect(SHELL_NAMESPACES).not.toContain('Flights');
  });
});
