import { useQuery } from '@apollo/client/react';
import { CaseDocumentPickerDocument } from '../../gql/graphql';
import { RemoteSelect, type RemoteSelectProps } from '../../ui/RemoteSelect';

/**
 * Picks a document of one case (a bill, a receipt, a lien letter): its latest top-level documents,
 * or any of its documents whose name or text matches what is typed. `current` names the chosen one.
 */
export function CaseDocumentSelect({
  matterId,
  current,
  onChange,
  ...props
}: Omit<RemoteSelectProps, 'onChange' | 'current'> & {
  matterId: string;
  current?: { id: string; title: string } | null;
  /** The chosen document's id and File Name (null when cleared). */
  onChange: (id: string | null, title: string | null) => void;
}) {
  const useOptions = (search: string | null) => {
    const { data, previousData, loading } = useQuery(CaseDocumentPickerDocument, { variables: { matterId, search } });
    const items = (data ?? previousData)?.documents.items ?? [];
    return { options: items.flatMap((item) => (item.__typename === 'Document' ? [{ value: item.id, label: item.title }] : [])), loading };
  };
  return (
    <RemoteSelect
      placeholder="Search this case’s documents"
      {...props}
      current={current ? { id: current.id, label: current.title } : null}
      onChange={(id, label) => onChange(id, id ? (label ?? null) : null)}
      useOptions={useOptions}
    />
  );
}
