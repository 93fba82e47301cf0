import NotFoundView from '@/components/feedback/NotFoundView';

export default function NotFound() {
  return <NotFoundView showHomeButton />;
}
