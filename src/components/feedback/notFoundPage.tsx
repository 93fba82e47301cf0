import { notFound } from 'next/navigation';
import { markNotFound } from '@/lib/ops/requestContext';
import NotFoundView, { type NotFoundViewProps } from './NotFoundView';

/**
 * What a page returns when it has nothing to show: the not-found view, rendered by the page itself
 * inside the club's layout, and a note that makes the site server answer the document 404.
 *
 * Not Next's `notFound()`: in a production build it answers 404 with an empty `__next_error__`
 * document (no title, no content, no `lang`) until JavaScript runs (vercel/next.js#62228). The
 * page's own `generateMetadata` gives the not-found title (`notFoundMetadata`). Without the site
 * server (`next dev`, which renders `notFound()` fully) it falls back to `notFound()`.
 * docs/site-server.md, "A 404 with its page".
 */
export function notFoundPage(props: NotFoundViewProps = {}) {
  if (!markNotFound()) notFound();
  return <NotFoundView {...props} />;
}
