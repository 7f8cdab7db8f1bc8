import { useQuery } from '@apollo/client/react';
import { MatterPickerDocument } from '../../gql/graphql';
import { RemoteSelect, type RemoteSelectProps } from '../../ui/RemoteSelect';

export const matterLabel = (matter: { name: string; number: string }) => `${matter.number} · ${matter.name}`;

function useMatterOptions(search: string | null) {
  const { data, previousData, loading } = useQuery(MatterPickerDocument, { variables: { search } });
  return { options: ((data ?? previousData)?.matters.items ?? []).map((matter) => ({ value: matter.id, label: matterLabel(matter) })), loading };
}

/** Picks one of the cases the user may open, searched on the server by name, number or party. */
export function MatterSelect(props: RemoteSelectProps) {
  return <RemoteSelect placeholder="Search cases" {...props} useOptions={useMatterOptions} />;
}
