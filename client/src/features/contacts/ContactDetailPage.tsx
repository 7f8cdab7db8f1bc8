import { PageHeader } from '../../ui/PageHeader';

export function ContactDetailPage() {
  return <PageHeader title="Contact" />;
}
