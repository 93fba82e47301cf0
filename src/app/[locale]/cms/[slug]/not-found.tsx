import NotFoundView from '@/components/feedback/NotFoundView';

/** A document the club does not have: the variant for a missing requested URL, without a button. */
export default function CmsNotFound() {
  return <NotFoundView showHomeButton={false} />;
}
