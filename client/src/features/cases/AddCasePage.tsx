import { PageHeader } from '../../ui/PageHeader';

export function AddCasePage() {
  return <PageHeader title="Add New Case" />;
}
