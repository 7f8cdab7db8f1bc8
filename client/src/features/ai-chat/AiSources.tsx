import { Anchor, Group, Text } from '@mantine/core';
import { IconBriefcase, IconCalendarEvent, IconChecklist, IconFileText, IconHourglass, IconShieldCheck, IconStethoscope, IconUser, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { AiSourceKind } from '../../gql/graphql';
import { aiSourcePath, type AiSourceLink } from './aiSourcePath';

const ICONS: Record<AiSourceKind, Icon> = {
  CASE: IconBriefcase,
  TASK: IconChecklist,
  EVENT: IconCalendarEvent,
  STATUTE: IconHourglass,
  DOCUMENT: IconFileText,
  POLICY: IconShieldCheck,
  MEDICAL: IconStethoscope,
  CONTACT: IconUser,
};

/** "Sources" under a reply: a link to each record it came from, with an icon of its kind. */
export function AiSources({ sources }: { sources: readonly AiSourceLink[] }) {
  if (sources.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label="Sources" wrap="wrap">
      <Text fz="xs" c="dimmed" fw={600}>
        Sources
      </Text>
      {sources.map((source) => {
        const KindIcon = ICONS[source.kind];
        return (
          <Anchor key={`${source.kind}-${source.id}-${source.label}`} component={Link} to={aiSourcePath(source)} fz="xs">
            <Group gap={4} wrap="nowrap">
              <KindIcon size={14} aria-hidden />
              {source.label}
            </Group>
          </Anchor>
        );
      })}
    </Group>
  );
}
