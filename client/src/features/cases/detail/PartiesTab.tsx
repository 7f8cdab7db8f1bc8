import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PartiesDocument, RemovePartyDocument, type CaseDetailFieldsFragment, type PartyFieldsFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/DataTable';
import { formatPhone } from '../../../ui/format';
import { Pager } from '../../../ui/Pager';
import { RowActions } from '../../../ui/RowActions';
import { serverProblem } from '../../../ui/serverProblem';
import { DEFENDANT_SUB_TABS, PLAINTIFF_SUB_TABS, type PartySubTab } from './caseTabs';
import { PartyDialog } from './PartyDialog';

const PAGE_SIZE = 10;

interface Props {
  matter: CaseDetailFieldsFragment;
  side: 'plaintiff' | 'defendant';
  subTab: PartySubTab;
  onSubTab: (value: string) => void;
}

/** The Plaintiff or Defendant tab: its sub-tabs (in `?subTab=`), each a paged party table with Export and Add. */
export function PartiesTab({ matter, side, subTab, onSubTab }: Props) {
  const options = side === 'plaintiff' ? PLAINTIFF_SUB_TABS : DEFENDANT_SUB_TABS;
  return (
    <Tabs value={subTab.value} onChange={(value) => value && onSubTab(value)} variant="pills" keepMounted={false}>
      <Tabs.List mb="md">
        {options.map((option) => (
          <Tabs.Tab key={option.value} value={option.value}>
            {option.heading}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {options.map((option) => (
        <Tabs.Panel key={option.value} value={option.value}>
          <PartyList matter={matter} subTab={option} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function PartyList({ matter, subTab }: { matter: CaseDetailFieldsFragment; subTab: PartySubTab }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<PartyFieldsFragment | 'new' | null>(null);
  const [removing, setRemoving] = useState<PartyFieldsFragment | null>(null);
  const { data, loading } = useQuery(PartiesDocument, { variables: { matterId: matter.id, category: subTab.category, page, pageSize: PAGE_SIZE } });
  const plaintiffs = useQuery(PartiesDocument, { variables: { matterId: matter.id, category: 'PLAINTIFF', page: 1, pageSize: 100 }, skip: subTab.table !== 'nonParty' });
  const [removeParty, removeState] = useMutation(RemovePartyDocument, { refetchQueries: ['Parties', 'MatterActivity'], awaitRefetchQueries: true });
  const plaintiffName = (id: string | null) => plaintiffs.data?.parties.items.find((p) => p.id === id)?.contact.name ?? '—';

  const remove = async () => {
    if (!removing) return;
    try {
      await removeParty({ variables: { id: removing.id } });
      notifications.show({ color: 'navy', message: `${removing.contact.name} was removed from the case.` });
    } catch (failure) {
      notifications.show({ color: 'red', message: serverProblem(failure, "The party couldn't be removed.").message });
    }
    setRemoving(null);
  };

  const name: Column<PartyFieldsFragment> = {
    key: 'name',
    header: subTab.table === 'nonParty' ? 'Non-Party Contact' : 'Name',
    render: (party) => (
      <Anchor component={Link} to={`/contactsPage?id=${party.contact.id}`} fz="sm" onClick={(e) => e.stopPropagation()}>
        {party.contact.name}
      </Anchor>
    ),
  };
  const role: Column<PartyFieldsFragment> = { key: 'role', header: 'Role', render: (party) => party.role ?? '—' };
  const phone: Column<PartyFieldsFragment> = { key: 'phone', header: 'Phone Number', render: (party) => formatPhone(party.contact.primaryPhone) || '—' };
  const group: Column<PartyFieldsFragment> = { key: 'group', header: 'Group', render: (party) => party.groupName ?? '—' };
  // Documents are filed per case; a party's document count arrives with the documents feature.
  const doc: Column<PartyFieldsFragment> = { key: 'doc', header: 'Doc', render: () => <Text c="dimmed">—</Text> };
  const actions: Column<PartyFieldsFragment> = {
    key: 'actions',
    header: 'Actions',
    width: 80,
    render: (party) => <RowActions label={party.contact.name} onEdit={() => setEditing(party)} onDelete={() => setRemoving(party)} />,
  };
  const columns: Column<PartyFieldsFragment>[] =
    subTab.table === 'plaintiff'
      ? [name, role, phone, group, doc, actions]
      : subTab.table === 'party'
        ? [name, role, phone, { key: 'primary', header: 'Primary', render: (party) => party.primaryLabel ?? '—' }, doc, group, actions]
        : [
            name,
            { key: 'plaintiff', header: 'Plaintiff', render: (party) => plaintiffName(party.relatedPartyId) },
            { key: 'comment', header: 'Comment', render: (party) => party.comment ?? '—' },
            { key: 'primaryComment', header: 'Primary Comment', render: (party) => party.primaryComment ?? '—' },
            actions,
          ];

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{subTab.heading}</Title>
        <Group gap="sm">
          <Button
            component="a"
            href={`/api/export/matters/${matter.id}/parties?category=${subTab.category}`}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            {subTab.exportLabel}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {subTab.addLabel}
          </Button>
        </Group>
      </Group>
      <DataTable
        label={subTab.heading}
        columns={columns}
        rows={data?.parties.items ?? []}
        rowKey={(party) => party.id}
        loading={loading}
        emptyText={`No ${subTab.heading.toLowerCase()} yet`}
      />
      <Pager page={page} pageSize={PAGE_SIZE} totalCount={data?.parties.totalCount ?? 0} onChange={setPage} />
      {editing && (
        <PartyDialog
          key={editing === 'new' ? 'new' : editing.id}
          matterId={matter.id}
          subTab={subTab}
          party={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove party"
        message={`Remove ${removing?.contact.name ?? ''} from this case? The contact stays in your contacts.`}
        confirmLabel="Remove"
        loading={removeState.loading}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
