import { PageHeader } from '../../ui/PageHeader';

export function TasksPage() {
  return <PageHeader title="Tasks" />;
}
