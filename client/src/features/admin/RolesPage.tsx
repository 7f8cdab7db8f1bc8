import { PageHeader } from '../../ui/PageHeader';

export function RolesPage() {
  return <PageHeader title="Roles" />;
}
