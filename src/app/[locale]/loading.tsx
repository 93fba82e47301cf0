import FullScreenLoader from '@/components/feedback/FullScreenLoader';

export default function Loading() {
  return <FullScreenLoader />;
}
