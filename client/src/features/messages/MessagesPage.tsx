import { PageHeader } from '../../ui/PageHeader';

export function MessagesPage() {
  return <PageHeader title="Message" />;
}
