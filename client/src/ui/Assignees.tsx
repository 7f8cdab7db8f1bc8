import { Avatar } from '@mantine/core';
import { initials } from './format';
import { HoverTooltip } from './HoverTooltip';

const SHOWN = 3;
/** How far each avatar of a group slides under the next: little enough that the initials of the one below stay readable. */
export const AVATAR_OVERLAP = 4;
/** An avatar's tooltip: a moment's wait before it opens (not for a pointer passing along the group), a shorter one before it closes. */
export const AVATAR_TOOLTIP = { openDelay: 200, closeDelay: 100, withArrow: true } as const;
/** A white ring sets each avatar apart from the one it overlaps. */
const RING = { border: '2px solid var(--mantine-color-white)' };

/**
 * The first three people's avatars, then "+N"; each person's name in their avatar's tooltip (the
 * rest's in the "+N" one), and all of them to screen readers ("Assigned to …").
 */
export function Assignees({ people }: { people: ReadonlyArray<{ id: string; fullName: string; avatarUrl?: string | null }> }) {
  if (people.length === 0) return null;
  const names = people.map((person) => person.fullName).join(', ');
  const rest = people.slice(SHOWN);
  return (
    <Avatar.Group spacing={AVATAR_OVERLAP} aria-label={`Assigned to ${names}`} style={{ flexShrink: 0 }}>
      {people.slice(0, SHOWN).map((person) => (
        <HoverTooltip {...AVATAR_TOOLTIP} key={person.id} label={person.fullName}>
          <Avatar src={person.avatarUrl} size={26} radius="xl" color="navy" style={RING}>
            {initials(person.fullName)}
          </Avatar>
        </HoverTooltip>
      ))}
      {rest.length > 0 && (
        <HoverTooltip {...AVATAR_TOOLTIP} label={rest.map((person) => person.fullName).join(', ')}>
          <Avatar size={26} radius="xl" style={RING}>
            +{rest.length}
          </Avatar>
        </HoverTooltip>
      )}
    </Avatar.Group>
  );
}
