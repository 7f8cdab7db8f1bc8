import { PageHeader } from '../../ui/PageHeader';

export function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
