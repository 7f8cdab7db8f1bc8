import { useQuery } from '@apollo/client/react';
import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { InvoiceCasePickerDocument, type InvoiceCaseStaffFragment } from '../../gql/graphql';
import { matterLabel } from '../cases/MatterSelect';

/** The Case Name select: the chosen client's cases (as client or party) only; a choice comes with the case's staff (null when not known). */
export function ClientCaseSelect({ contactId, value, current, onChange, error }: {
  contactId: string | null;
  value: string | null;
  current: { id: string; name: string; number: string } | null;
  onChange: (id: string | null, staff: readonly InvoiceCaseStaffFragment[] | null) => void;
  error?: ReactNode;
}) {
  const { data, loading } = useQuery(InvoiceCasePickerDocument, { variables: { contactId, search: null }, skip: !contactId });
  const found = (contactId ? data?.matters.items : []) ?? [];
  const options = found.map((matter) => ({ value: matter.id, label: matterLabel(matter) }));
  if (current && value === current.id && !options.some((o) => o.value === current.id)) options.unshift({ value: current.id, label: matterLabel(current) });
  return (
    <Select
      label="Case Name"
      placeholder={contactId ? 'Choose one of the client’s cases' : 'Choose the client first'}
      withAsterisk
      searchable
      disabled={!contactId}
      data={options}
      value={value}
      onChange={(id) => onChange(id, found.find((matter) => matter.id === id)?.staff ?? null)}
      nothingFoundMessage={loading ? 'Loading…' : 'This client has no cases'}
      error={error}
    />
  );
}
