import { PageHeader } from '../../ui/PageHeader';

export function AttorneysPage() {
  return <PageHeader title="All Attorneys" />;
}
