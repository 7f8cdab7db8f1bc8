import { ActionIcon, Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../ui/DataTable';
import { Pager } from '../../ui/Pager';
import { today } from '../../lib/dates';
import { formatDay } from '../../ui/format';
import { HoverTooltip } from '../../ui/HoverTooltip';

/** A dashboard page holds this many rows; the pager asks the server for the others. */
export const SECTION_PAGE_SIZE = 5;

/**
 * The dashboard's lists, below the first screen on a phone: the browser styles, lays out and paints
 * each once it comes near the screen, not all of them for the page's first frame (on a page the
 * server drew too, so inline). Until then a list takes an estimated height, then the one it last had.
 */
export const DRAWN_WHEN_NEAR: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 400px' };

/** One row of Tasks Assigned By Me, My Cases or Cases With Overdue Status. */
export interface SectionRow {
  key: string;
  caseNumber: string | null;
  caseName: string | null;
  dueDate: string | null;
  subject: string | null;
  description: string | null;
  assignees: readonly string[];
  /** The row's action icon: what it opens. */
  action: { label: string; icon: ReactNode; onClick: () => void };
}

const columns = (today: string): Column<SectionRow>[] => [
  {
    key: 'number',
    header: 'Case #',
    render: (row) =>
      row.caseNumber ? (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {row.caseNumber}
        </Text>
      ) : (
        <Text c="dimmed">—</Text>
      ),
  },
  {
    key: 'name',
    header: 'Case Name',
    render: (row) => (
      <Text fz="sm" fw={row.caseName ? 500 : undefined} c={row.caseName ? undefined : 'dimmed'} miw={160}>
        {row.caseName ?? 'Not linked to a case'}
      </Text>
    ),
  },
  {
    key: 'due',
    header: 'Due Date',
    render: (row) =>
      row.dueDate ? (
        <Text fz="sm" c={row.dueDate < today ? 'red.7' : undefined} fw={row.dueDate < today ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
          {formatDay(row.dueDate)}
          {row.dueDate < today ? ' · Overdue' : ''}
        </Text>
      ) : (
        <Text c="dimmed">—</Text>
      ),
  },
  {
    key: 'subject',
    header: 'Subject/Description',
    render: (row) =>
      row.subject ? (
        <Box miw={180}>
          <Text fz="sm">{row.subject}</Text>
          {row.description && (
            <Text fz="xs" c="dimmed" lineClamp={1} maw={320}>
              {row.description}
            </Text>
          )}
        </Box>
      ) : (
        <Text c="dimmed" fz="sm">
          No open tasks
        </Text>
      ),
  },
  {
    key: 'assigned',
    header: 'Assigned To',
    render: (row) =>
      row.assignees.length ? (
        <Text fz="sm" miw={120}>
          {row.assignees.join(', ')}
        </Text>
      ) : (
        <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          Staff Unassigned
        </Text>
      ),
  },
  {
    key: 'actions',
    header: 'Actions',
    width: 80,
    render: (row) => (
      <HoverTooltip label={row.action.label}>
        <ActionIcon variant="light" aria-label={row.action.label} onClick={row.action.onClick}>
          {row.action.icon}
        </ActionIcon>
      </HoverTooltip>
    ),
  },
];

/** A titled list of the dashboard with See all, a page of rows from the server and its pager. */
export function DashboardSection({
  title,
  seeAll,
  rows,
  totalCount,
  page,
  onPageChange,
  loading,
  emptyText,
}: {
  title: string;
  seeAll: string;
  rows: SectionRow[];
  totalCount: number;
  page: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  emptyText: string;
}) {
  return (
    <section aria-label={title} style={DRAWN_WHEN_NEAR}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="lg">
            {title}
          </Title>
          <Anchor component={Link} to={seeAll} fz="sm" fw={600} aria-label={`See all: ${title}`}>
            See all
          </Anchor>
        </Group>
        <DataTable label={title} columns={columns(today())} rows={rows} rowKey={(row) => row.key} loading={loading} emptyText={emptyText} />
        <Pager page={page} pageSize={SECTION_PAGE_SIZE} totalCount={totalCount} onChange={onPageChange} />
      </Stack>
    </section>
  );
}
