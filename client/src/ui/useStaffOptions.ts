import { useQuery } from '@apollo/client/react';
import { FirmStaffDocument } from '../gql/graphql';
import { FIRM_STAFF, ROLE_LABELS } from '../lib/roles';

/** The firm's active staff as picker options ("Dana Whitfield (Attorney)"). */
export function useStaffOptions(skip = false) {
  const { data, loading } = useQuery(FirmStaffDocument, { variables: { search: null }, skip });
  const people = (data?.firmUsers.items ?? []).filter((user) => FIRM_STAFF.includes(user.role));
  return {
    loading,
    people,
    options: people.map((user) => ({ value: user.id, label: `${user.fullName} (${ROLE_LABELS[user.role]})` })),
  };
}
