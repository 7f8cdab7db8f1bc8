import { PageHeader } from '../../ui/PageHeader';

export function AiChatPage() {
  return <PageHeader title="AI Chat" />;
}
