/**
 * A stand-in for `@/i18n/navigation` in unit tests (next-intl's navigation needs the Next router).
 * Use it with `vi.mock('@/i18n/navigation', () => import('<relative path>/tests/mocks/navigation'))`
 * and set the current path with `setMockPathname('/flights')`.
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { vi } from 'vitest';

let currentPathname = '/';

export function setMockPathname(pathname: string): void {
  currentPathname = pathname;
}

export const usePathname = vi.fn(() => currentPathname);

export const mockRouter = {
  push: vi.fn(),
  replace: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  prefetch: vi.fn(),
};

export const useRouter = vi.fn(() => mockRouter);
export const redirect = vi.fn();
export const getPathname = vi.fn(({ href }: { href: string }) => href);

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  locale?: string;
  prefetch?: boolean | null;
  scroll?: boolean;
  replace?: boolean;
};

/** Renders a plain anchor; the locale prefix is left out, as the real `Link` is given it. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, locale: _locale, prefetch: _prefetch, scroll: _scroll, replace: _replace, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={href} {...rest}>
      {children}
    </a>
  );
});
