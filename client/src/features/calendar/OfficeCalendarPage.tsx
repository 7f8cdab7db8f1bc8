import { PageHeader } from '../../ui/PageHeader';

export function OfficeCalendarPage() {
  return <PageHeader title="Office Calendar" />;
}
