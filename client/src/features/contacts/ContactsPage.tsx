import { PageHeader } from '../../ui/PageHeader';

export function ContactsPage() {
  return <PageHeader title="Contacts" />;
}
