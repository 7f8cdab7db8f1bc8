import { PageHeader } from '../../ui/PageHeader';

export function CasesPage() {
  return <PageHeader title="Cases" />;
}
