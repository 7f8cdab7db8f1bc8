import { PageHeader } from '../../ui/PageHeader';

export function ParalegalsPage() {
  return <PageHeader title="All Paralegals" />;
}
