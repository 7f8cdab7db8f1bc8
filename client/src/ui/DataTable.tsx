import { Box, Center, Checkbox, Group, Loader, Paper, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** The server sort this column maps to, if it is sortable. */
  sort?: string;
  width?: number | string;
}

export interface SortState {
  by: string;
  direction: 'ASC' | 'DESC';
}

interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  loading?: boolean;
  emptyText: string;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  onRowClick?: (row: Row) => void;
  /** An accessible name for the table. */
  label: string;
  /** Row checkboxes and a select-all-on-this-page box; the keys may include rows of other pages. */
  selection?: {
    selected: ReadonlySet<string>;
    onChange: (selected: Set<string>) => void;
    /** What a row's checkbox is called ("Select case 2026-0007"). */
    rowLabel: (row: Row) => string;
  };
}

/** The one table every list screen uses: server-sorted headers, optional row selection, loading and empty states. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  loading,
  emptyText,
  sort,
  onSortChange,
  onRowClick,
  label,
  selection,
}: DataTableProps<Row>) {
  const keys = rows.map(rowKey);
  const selectedOnPage = selection ? keys.filter((key) => selection.selected.has(key)).length : 0;
  const allOnPage = keys.length > 0 && selectedOnPage === keys.length;
  const toggle = (key: string, on: boolean) => {
    const next = new Set(selection!.selected);
    if (on) next.add(key);
    else next.delete(key);
    selection!.onChange(next);
  };
  const togglePage = () => {
    const next = new Set(selection!.selected);
    for (const key of keys) {
      if (allOnPage) next.delete(key);
      else next.add(key);
    }
    selection!.onChange(next);
  };

  const header = (column: Column<Row>) => {
    if (!column.sort || !onSortChange) return column.header;
    const active = sort?.by === column.sort;
    const Icon = !active ? IconSelector : sort?.direction === 'ASC' ? IconChevronUp : IconChevronDown;
    return (
      <UnstyledButton
        onClick={() =>
          onSortChange({ by: column.sort!, direction: active && sort?.direction === 'ASC' ? 'DESC' : 'ASC' })
        }
        aria-label={`Sort by ${column.header}`}
      >
        <Group gap={4} wrap="nowrap">
          <Text fw={600} fz="sm">
            {column.header}
          </Text>
          <Icon size={14} />
        </Group>
      </UnstyledButton>
    );
  };

  return (
    <Paper withBorder radius="lg">
      {/* The browser's own scrolling when the table is wider than the screen: Mantine's ScrollArea
          measured itself and its scrollbars after mounting (resize observers, a second render),
          for every table of a page while it was taken over on a phone. */}
      <Box style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover={Boolean(onRowClick)} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {selection && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select all rows on this page"
                    checked={allOnPage}
                    indeterminate={selectedOnPage > 0 && !allOnPage}
                    disabled={keys.length === 0}
                    onChange={togglePage}
                  />
                </Table.Th>
              )}
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  w={column.width}
                  aria-sort={sort?.by === column.sort ? (sort?.direction === 'ASC' ? 'ascending' : 'descending') : undefined}
                >
                  {header(column)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const key = rowKey(row);
              const checked = selection?.selected.has(key) ?? false;
              return (
                <Table.Tr
                  key={key}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  style={onRowClick ? { cursor: 'pointer' } : undefined}
                  bg={checked ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  {selection && (
                    <Table.Td onClick={(event) => event.stopPropagation()}>
                      <Checkbox aria-label={selection.rowLabel(row)} checked={checked} onChange={(event) => toggle(key, event.currentTarget.checked)} />
                    </Table.Td>
                  )}
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
      {loading && rows.length === 0 && (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      )}
      {!loading && rows.length === 0 && (
        <Center py={48}>
          <Text c="dimmed">{emptyText}</Text>
        </Center>
      )}
    </Paper>
  );
}
