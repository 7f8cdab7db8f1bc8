import { Avatar, Tooltip } from '@mantine/core';
import { initials } from './format';

/** The first three people's avatars, then "+N"; their names in a tooltip and to screen readers ("Assigned to …"). */
export function Assignees({ people }: { people: ReadonlyArray<{ id: string; fullName: string; avatarUrl?: string | null }> }) {
  if (people.length === 0) return null;
  const names = people.map((person) => person.fullName).join(', ');
  return (
    <Tooltip label={names} withArrow>
      <Avatar.Group spacing="xs" aria-label={`Assigned to ${names}`}>
        {people.slice(0, 3).map((person) => (
          <Avatar key={person.id} src={person.avatarUrl} size={26} radius="xl" color="navy">
            {initials(person.fullName)}
          </Avatar>
        ))}
        {people.length > 3 && (
          <Avatar size={26} radius="xl">
            +{people.length - 3}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip>
  );
}
