import { PageHeader } from '../../ui/PageHeader';

export function AdminDashboardPage() {
  return <PageHeader title="Admin Dashboard" />;
}
