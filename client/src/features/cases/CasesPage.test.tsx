import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CasesDocument, DeleteMatterDocument, type CasesQuery } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { CasesPage } from './CasesPage';

type CaseRow = CasesQuery['matters']['items'][number];

const matter = (id: string, name: string, overrides: Partial<CaseRow> = {}): CaseRow => ({
  __typename: 'Matter',
  id,
  name,
  number: `2026-000${id.slice(1)}`,
  status: 'IN_PROGRESS',
  priority: 'HIGH',
  stage: 'Treatment',
  createdAt: '2026-10-01T10:00:00.000Z',
  client: { __typename: 'Contact', id: `c-${id}`, name: 'Dana Whitfield', primaryPhone: '+12125550199', photoUrl: null },
  nextTask: { __typename: 'Task', id: `t-${id}`, title: 'Order medical records', dueDate: '2026-12-01' } as { __typename: 'Task'; id: string; title: string; dueDate: string | null } | null,
  overdueTaskCount: 0,
  nextEvent: null,
  ...overrides,
});

const listVariables = (overrides: Record<string, unknown> = {}) => ({
  status: null,
  search: null,
  sortBy: 'CREATED',
  sortDirection: 'DESC',
  page: 1,
  pageSize: 25,
  withMoney: false,
  ...overrides,
});

const listResult = (items: CaseRow[]) => ({ data: { matters: { __typename: 'MatterPage' as const, totalCount: items.length, items } } });

describe('CasesPage', () => {
  beforeEach(() => localStorage.clear());

  it('lists cases from the server with client, phone, stage and priority', async () => {
    const { router } = renderScreen(<CasesPage />, {
      path: '/cases',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        {
          request: { query: CasesDocument, variables: listVariables() },
          result: listResult([matter('m1', 'Whitfield v. Lone Star', { overdueTaskCount: 2 }), matter('m2', 'Reyes v. Metro', { priority: 'LOW', stage: null, client: null, nextTask: null })]),
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Cases' });
    expect(await within(table).findByText('Whitfield v. Lone Star')).toBeInTheDocument();
    expect(within(table).getByText('(212) 555-0199')).toBeInTheDocument();
    expect(within(table).getByText('Treatment')).toBeInTheDocument();
    expect(within(table).getByText('High')).toBeInTheDocument();
    expect(within(table).getByText('Low')).toBeInTheDocument();
    expect(within(table).getByText('Order medical records')).toBeInTheDocument();
    expect(within(table).getByText('Overdue (2) · Due Dec 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute('href', '/cases/addCase');

    await userEvent.click(within(table).getByText('Reyes v. Metro'));
    expect(router.state.location.pathname).toBe('/cases/caseDetail');
    expect(router.state.location.search).toBe('?id=m2');
  });

  it('queries the chosen status tab, keeps it in the address and names it when empty', async () => {
    const asked: unknown[] = [];
    const { router } = renderScreen(<CasesPage />, {
      path: '/cases',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        { request: { query: CasesDocument, variables: listVariables() }, result: listResult([matter('m1', 'Whitfield v. Lone Star')]) },
        {
          request: {
            query: CasesDocument,
            variables: (variables: Record<string, unknown>) => {
              asked.push(variables);
              return variables.status === 'PENDING';
            },
          },
          result: listResult([]),
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
    });
    expect(await screen.findByText('Whitfield v. Lone Star')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByText('No cases found for "Pending" filter')).toBeInTheDocument();
    expect(asked).toContainEqual(listVariables({ status: 'PENDING' }));
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('pending');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the In Progress tab from the address', async () => {
    renderScreen(<CasesPage />, {
      path: '/cases?status=in-progress',
      viewer: viewerWith('PARALEGAL'),
      mocks: [{ request: { query: CasesDocument, variables: listVariables({ status: 'IN_PROGRESS' }) }, result: listResult([]) }],
    });
    expect(await screen.findByText('No cases found for "In Progress" filter')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'In Progress' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sorts by Case Stage on the server', async () => {
    let sorted = false;
    renderScreen(<CasesPage />, {
      path: '/cases',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        { request: { query: CasesDocument, variables: listVariables() }, result: listResult([matter('m1', 'Whitfield v. Lone Star')]) },
        {
          request: { query: CasesDocument, variables: listVariables({ sortBy: 'STAGE', sortDirection: 'ASC' }) },
          result: () => {
            sorted = true;
            return listResult([matter('m1', 'Whitfield v. Lone Star')]);
          },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sort by Case Stage' }));
    await waitFor(() => expect(sorted).toBe(true));
  });

  it('shows the Demand column once chosen, and sorts by it on the server', async () => {
    const asked: Array<Record<string, unknown>> = [];
    renderScreen(<CasesPage />, {
      path: '/cases',
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        {
          request: {
            query: CasesDocument,
            variables: (variables: Record<string, unknown>) => {
              asked.push(variables);
              return true;
            },
          },
          result: (variables: Record<string, unknown>) => listResult([matter('m1', 'Whitfield v. Lone Star', variables.withMoney ? { demandCents: 7_500_000, bestOfferCents: 2_000_000 } : {})]),
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Cases' });
    await within(table).findByText('Whitfield v. Lone Star');
    expect(within(table).queryByRole('columnheader', { name: /Demand/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Demand' }));
    expect(await within(table).findByText('$75,000.00')).toBeInTheDocument();
    expect(within(table).queryByText('$20,000.00')).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Sort by Demand' }));
    await waitFor(() => expect(asked).toContainEqual(listVariables({ sortBy: 'DEMAND', sortDirection: 'ASC', withMoney: true })));
  });

  it('asks before deleting a case, then deletes it and refetches', async () => {
    let deleted = false;
    renderScreen(<CasesPage />, {
      path: '/cases',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        { request: { query: CasesDocument, variables: listVariables() }, result: listResult([matter('m1', 'Whitfield v. Lone Star')]) },
        {
          request: { query: DeleteMatterDocument, variables: { id: 'm1' } },
          result: () => {
            deleted = true;
            return { data: { deleteMatter: true } };
          },
        },
        { request: { query: CasesDocument, variables: listVariables() }, result: listResult([]) },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Whitfield v. Lone Star' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Case' });
    expect(dialog).toHaveTextContent('Are you sure, you want to delete this case? This action cannot be undone.');
    expect(deleted).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(true));
    expect(await screen.findByText('No cases found for "All" filter')).toBeInTheDocument();
  });
});
