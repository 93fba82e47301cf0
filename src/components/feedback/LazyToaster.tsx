'use client';

import dynamic from 'next/dynamic';
import { useIdle } from '@/lib/app/useIdle';
import type { AppToasterProps } from './AppToaster';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

const AppToaster = dynamic(() => loadWhenOnline(() => import('./AppToaster')), { ssr: false });

/**
 * Mounts the toast container once the page is idle: toasts only ever follow an action, and the
 * library stays out of the first-load JavaScript. Toasts raised before it mounts wait in the
 * library's queue and show when it does.
 */
export default function LazyToaster(props: AppToasterProps) {
  const ready = useIdle();
  return ready ? <AppToaster {...props} /> : null;
}
