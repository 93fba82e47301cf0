import NotFoundView from '@/components/feedback/NotFoundView';

/** A URL no route claims: the variant for a missing requested URL, without the go-home button. */
export default function MissingUrl() {
  return <NotFoundView showHomeButton={false} />;
}
