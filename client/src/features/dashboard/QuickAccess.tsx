import { Group, Paper, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconClipboardList, IconFileUpload, IconMessageChatbot, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { openSearchModal } from '../search/openSearch';

function QuickTile({ icon, title, text, to, onClick, color }: { icon: ReactNode; title: string; text: string; to?: string; onClick?: () => void; color: string }) {
  const content = (
    <Group wrap="nowrap" gap="sm">
      <ThemeIcon size={40} radius="md" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={600} fz="sm">
          {title}
        </Text>
        <Text fz="xs" c="dimmed">
          {text}
        </Text>
      </div>
    </Group>
  );
  const style = { border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12, padding: 12, display: 'block' };
  return to ? (
    <UnstyledButton component={Link} to={to} style={style}>
      {content}
    </UnstyledButton>
  ) : (
    <UnstyledButton onClick={onClick} style={style}>
      {content}
    </UnstyledButton>
  );
}

/** Quick Access: Upload Document, Create Tasks, AI Chat and Search Anything. */
export function QuickAccess() {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Quick Access">
      <Title order={3} fz="lg" mb="sm">
        Quick Access
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <QuickTile to="/document?upload=1" icon={<IconFileUpload size={22} />} color="navy" title="Upload Document" text="pdf, txt" />
        <QuickTile to="/tasks" icon={<IconClipboardList size={22} />} color="orange" title="Create Tasks" text="Add and assign tasks" />
        <QuickTile to="/ai-chat" icon={<IconMessageChatbot size={22} />} color="grape" title="AI Chat" text="Talk to AI regarding your case" />
        <QuickTile onClick={openSearchModal} icon={<IconSearch size={22} />} color="teal" title="Search Anything" text="search any case, client or task" />
      </SimpleGrid>
    </Paper>
  );
}
