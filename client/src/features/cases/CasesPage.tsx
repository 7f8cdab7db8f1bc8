import { useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { CasesDocument, type MatterSort } from '../../gql/graphql';
import { ColumnChooser } from '../../ui/ColumnChooser';
import type { SortState } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { useListParams } from '../../ui/useListParams';
import { ListSearch } from '../../ui/ListSearch';
import { CaseTable, type CaseRow } from './CaseTable';
import { STATUS_FILTERS } from './matterFormat';
import { useMoneyColumns } from './useMoneyColumns';

const PAGE_SIZE = 25;
const DEFAULT_SORT: SortState = { by: 'CREATED', direction: 'DESC' };

/**
 * /cases: the firm's cases by status tab, searched, sorted and paged on the server; Demand and
 * Best Offer are optional columns (Columns), for roles that see case amounts.
 */
export function CasesPage() {
  const list = useListParams(DEFAULT_SORT);
  const money = useMoneyColumns('cases', DEFAULT_SORT);
  const { page } = list;
  const sort = money.sortOf(list.sort);
  const filter = STATUS_FILTERS.find((f) => f.value === list.params.get('status')) ?? STATUS_FILTERS[0];

  const { data, previousData, loading } = useQuery(CasesDocument, {
    variables: {
      status: filter.status,
      ...list.variables<MatterSort>(PAGE_SIZE),
      sortBy: sort.by as MatterSort,
      sortDirection: sort.direction,
      withMoney: money.withMoney,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.matters;

  return (
    <Stack gap={0}>
      <PageHeader
        title="Cases"
        actions={
          <>
            <Button component={Link} to="/cases/statutes" variant="default" leftSection={<IconAlertTriangle size={18} />}>
              Statutes at Risk
            </Button>
            <Button component={Link} to="/cases/addCase" leftSection={<IconPlus size={18} />}>
              Add New
            </Button>
          </>
        }
      />
      <Tabs
        value={filter.value}
        onChange={(value) => list.setFilters({ status: value === 'all' ? null : value })}
      >
        <Group justify="space-between" mb="md" align="end">
          <Tabs.List aria-label="Case status">
            {STATUS_FILTERS.map((f) => (
              <Tabs.Tab key={f.value} value={f.value}>
                {f.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Group gap="sm">
            {money.chooser && <ColumnChooser {...money.chooser} />}
            <ListSearch list={list} label="Search cases" placeholder="Search by case name, number or party" />
          </Group>
        </Group>
        <Tabs.Panel value={filter.value}>
          <CaseTable
            label="Cases"
            rows={result?.items ?? []}
            loading={loading}
            emptyText={`No cases found for "${filter.label}" filter`}
            sort={sort}
            onSortChange={list.setSort}
            moneyColumns={money.columns<CaseRow>()}
          />
          <Pager page={page} pageSize={PAGE_SIZE} totalCount={result?.totalCount ?? 0} onChange={list.setPage} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
