import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { ConflictCheckDocument } from '../../gql/graphql';

/** "Possible conflict of interest": existing contacts whose name resembles the one being typed. */
export function ConflictWarning({ name, excludeId }: { name: string; excludeId?: string }) {
  const [nameToCheck] = useDebouncedValue(name.trim(), 300);
  const { data } = useQuery(ConflictCheckDocument, {
    variables: { name: nameToCheck, excludeId: excludeId ?? null },
    skip: nameToCheck.length < 3,
  });
  const matches = nameToCheck.length >= 3 ? (data?.conflictCheck ?? []) : [];
  if (matches.length === 0) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Possible conflict of interest">
      <Text fz="sm">
        Similar contacts already exist:{' '}
        {matches.map((match, index) => (
          <Fragment key={match.contact.id}>
            {index > 0 && ', '}
            <Anchor component={Link} to={`/contactsPage?id=${match.contact.id}`} fz="sm" target="_blank">
              {match.contact.name}
            </Anchor>
          </Fragment>
        ))}
        .
      </Text>
    </Alert>
  );
}
