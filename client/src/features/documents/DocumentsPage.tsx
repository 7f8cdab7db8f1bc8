import { PageHeader } from '../../ui/PageHeader';

export function DocumentsPage() {
  return <PageHeader title="Documents" />;
}
