'use client';

import { useEffect } from 'react';
import ErrorView from '@/components/feedback/ErrorView';

export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorView onRetry={reset} />;
}
