import NoConfigView from '@/components/feedback/NoConfigView';

export const dynamic = 'force-dynamic';

export default function NoConfigPage() {
  return <NoConfigView />;
}
