import { notFound } from 'next/navigation';

/** Any path no route claims renders the locale's not-found page, inside the club's layout. */
export default function CatchAll() {
  notFound();
}
