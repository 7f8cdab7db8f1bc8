import { PageHeader } from '../../ui/PageHeader';

export function FirmsPage() {
  return <PageHeader title="Total Firms" />;
}
