// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks';
import { isValidElement, type ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nextIntlServer } from '@tests/support/nextIntlServer';

const isMissingBooking = vi.fn();
const pageMetadata = vi.fn(async (page: object) => ({ kind: 'page', ...page }));
const notFoundMetadata = vi.fn(async (locale: string, title: string) => ({ kind: 'missing', locale, title }));
const notFound = vi.fn(() => {
  throw new Error('NEXT_NOT_FOUND');
});
const setRequestLocale = vi.fn();

vi.mock('./bookingOnServer', () => ({ isMissingBooking: (...args: unknown[]) => isMissingBooking(...args) }));
vi.mock('@/lib/seo/server', () => ({ pageMetadata, notFoundMetadata }));
vi.mock('next/navigation', () => ({ notFound }));
vi.mock('next-intl/server', () => nextIntlServer(setRequestLocale));
vi.mock('@/i18n/PageMessages', () => ({ PageMessages: () => null }));
const NotFoundView = () => null;
vi.mock('@/components/feedback/NotFoundView', () => ({ default: NotFoundView }));

const { bookingDetailRoute } = await import('./bookingDetailRoute');
const { REQUEST_CONTEXT_KEY } = await import('@/lib/ops/requestContext');
/** The site server's request context (server/siteServer.mjs keeps it under the same key). */
function requestContextStorage() {
  const scope = globalThis as Record<symbol, unknown>;
  scope[REQUEST_CONTEXT_KEY] ??= new AsyncLocalStorage();
  return scope[REQUEST_CONTEXT_KEY] as AsyncLocalStorage<{ requestId: string; notFound?: boolean }>;
}
const { PAGE_NAMESPACES } = await import('@/i18n/clientMessages');

const ID = '9c3d1f5e-3b7a-4d55-9d8e-1a2b3c4d5e6f';
const Detail = ({ bookingId }: { bookingId: string }) => <p>{bookingId}</p>;
const props = (bookingId = ID, locale = 'ar') => ({ params: Promise.resolve({ locale, bookingId }) });

beforeEach(() => {
  vi.clearAllMocks();
  isMissingBooking.mockResolvedValue(false);
});

describe('bookingDetailRoute (a module’s /my-bookings/<kind>/[bookingId] page)', () => {
  it('titles the page with My bookings’ title, at the module’s own address, never indexed', async () => {
    const route = bookingDetailRoute('hotels', Detail);
    expect(await route.generateMetadata(props())).toEqual({
      kind: 'page',
      locale: 'ar',
      path: `/my-bookings/hotels/${ID}`,
      pageTitle: 'myBookings.page_title@ar',
      noindex: true,
    });
    expect(isMissingBooking).toHaveBeenCalledWith(ID, 'ar');
  });

  it('encodes the id in the address', async () => {
    const route = bookingDetailRoute('flights', Detail);
    await route.generateMetadata(props('a b', 'en'));
    expect(pageMetadata).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/my-bookings/flights/a%20b' }),
    );
  });

  it('gives a missing booking the not-found page’s metadata and answers 404', async () => {
    isMissingBooking.mockResolvedValue(true);
    const route = bookingDetailRoute('flights', Detail);
    expect(await route.generateMetadata(props(ID, 'en'))).toEqual({
      kind: 'missing',
      locale: 'en',
      title: 'NotFound.title@en',
    });
    await expect(route.Page(props(ID, 'en'))).rejects.toThrow('NEXT_NOT_FOUND');
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('under the site server, renders the not-found view itself and marks the request 404', async () => {
    isMissingBooking.mockResolvedValue(true);
    const storage = requestContextStorage();
    const context: { requestId: string; notFound?: boolean } = { requestId: 'request-0001' };
    const route = bookingDetailRoute('flights', Detail);
    const page = (await storage.run(context, () => route.Page(props(ID, 'en')))) as ReactElement;
    expect(page.type).toBe(NotFoundView);
    expect(context.notFound).toBe(true);
    expect(notFound).not.toHaveBeenCalled();
  });

  it('draws the module’s detail for the booking, keyed by its id, with My bookings’ messages', async () => {
    const route = bookingDetailRoute('hotels', Detail);
    const page = (await route.Page(props())) as ReactElement<{
      namespaces: readonly string[];
      children: ReactElement;
    }>;
    expect(setRequestLocale).toHaveBeenCalledWith('ar');
    expect(page.props.namespaces).toBe(PAGE_NAMESPACES.myBookings);
    const detail = page.props.children;
    expect(isValidElement(detail)).toBe(true);
    expect(detail.type).toBe(Detail);
    expect(detail.key).toBe(ID);
    expect(detail.props).toEqual({ bookingId: ID });
  });
});
