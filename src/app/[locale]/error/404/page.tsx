import { notFound } from 'next/navigation';

/** The redirect target for agent-only pages on a customer site; answers with status 404. */
export default function ErrorNotFoundPage() {
  notFound();
}
