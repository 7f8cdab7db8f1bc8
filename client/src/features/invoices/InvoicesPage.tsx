import { PageHeader } from '../../ui/PageHeader';

export function InvoicesPage() {
  return <PageHeader title="Invoices" />;
}
