import { PageHeader } from '../../ui/PageHeader';

export function CaseDetailPage() {
  return <PageHeader title="Case detail" />;
}
