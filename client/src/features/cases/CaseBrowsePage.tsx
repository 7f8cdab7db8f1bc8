import { PageHeader } from '../../ui/PageHeader';

export function CaseBrowsePage() {
  return <PageHeader title="Case list" />;
}
