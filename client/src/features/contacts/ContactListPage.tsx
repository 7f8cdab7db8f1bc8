import { PageHeader } from '../../ui/PageHeader';

export function ContactListPage() {
  return <PageHeader title="Contact list" />;
}
