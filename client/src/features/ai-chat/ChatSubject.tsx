import { Badge } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { caseDetailPath } from '../cases/matterFormat';

export type ChatCase = { id: string; name: string; number: string };

/** "About: Bell v. Harmon (2026-0002)": the case a chat is about, a link to it. */
export function ChatSubject({ matter }: { matter: ChatCase }) {
  return (
    <Badge
      component={Link}
      to={caseDetailPath(matter.id)}
      variant="light"
      color="grape"
      size="lg"
      radius="sm"
      tt="none"
      maw="100%"
      leftSection={<IconBriefcase size={14} aria-hidden />}
      style={{ cursor: 'pointer' }}
    >
      {`About: ${matter.name} (${matter.number})`}
    </Badge>
  );
}
