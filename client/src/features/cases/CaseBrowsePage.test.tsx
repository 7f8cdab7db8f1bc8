import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CaseBrowseDocument, type CaseBrowseQuery } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { CaseBrowsePage, casesExportUrl } from './CaseBrowsePage';

type Row = CaseBrowseQuery['matters']['items'][number];

const staff = (id: string, fullName: string) => ({ __typename: 'User' as const, id, fullName, avatarUrl: null });

const matter = (id: string, number: string, overrides: Partial<Row> = {}): Row => ({
  __typename: 'Matter',
  id,
  number,
  name: `Case ${number}`,
  incident: { __typename: 'Incident', date: '2026-03-15' },
  statusDays: 12,
  defendantName: 'Metro Transit Authority',
  defendantInsurance: 'Lone Star Mutual',
  plaintiffInsurance: 'Gulf Coast Auto',
  status: 'COMPLETED',
  caseType: 'Car Accident',
  staff: [staff('u1', 'Avery Chen'), staff('u2', 'Jordan Reyes')],
  ...overrides,
});

const listVariables = (overrides: Record<string, unknown> = {}) => ({
  search: null,
  sortBy: 'NUMBER',
  sortDirection: 'DESC',
  page: 1,
  pageSize: 25,
  withMoney: false,
  ...overrides,
});

const listResult = (items: Row[]) => ({ data: { matters: { __typename: 'MatterPage' as const, totalCount: items.length, items } } });

const exportIds = () => new URL(screen.getByRole('link', { name: /^Export/ }).getAttribute('href')!, 'http://localhost').searchParams.get('ids');

describe('CaseBrowsePage', () => {
  beforeEach(() => localStorage.clear());

  it('exports the selected cases, or else the search on screen', () => {
    const sort = { by: 'STATUS_DAYS', direction: 'ASC' } as const;
    expect(casesExportUrl({ search: 'whit', sort })).toBe('/api/export/matters?sortBy=STATUS_DAYS&sortDirection=ASC&search=whit');
    expect(casesExportUrl({ search: 'whit', sort, ids: ['a', 'b'] })).toBe('/api/export/matters?sortBy=STATUS_DAYS&sortDirection=ASC&ids=a%2Cb');
  });

  it('shows the computed columns and links each case to its detail', async () => {
    const { router } = renderScreen(<CaseBrowsePage />, {
      path: '/caseBrowse',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        {
          request: { query: CaseBrowseDocument, variables: listVariables() },
          result: listResult([
            matter('m1', '2026-0002'),
            matter('m2', '2026-0001', {
              incident: { __typename: 'Incident', date: null },
              defendantName: null,
              status: 'PENDING',
              caseType: null,
              staff: [staff('u1', 'Avery Chen'), staff('u2', 'Jordan Reyes'), staff('u3', 'Sam Ortiz'), staff('u4', 'Lee Park'), staff('u5', 'Kim Ode')],
            }),
          ]),
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Case list' });
    const first = (await within(table).findByText('2026-0002')).closest('tr')!;
    expect(within(first).getByRole('link', { name: '2026-0002' })).toHaveAttribute('href', '/caseBrowse/caseDetail?id=m1');
    for (const text of ['Case 2026-0002', 'Mar 15, 2026', '12', 'Metro Transit Authority', 'Lone Star Mutual', 'Gulf Coast Auto', 'Completed', 'Car Accident']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(within(first).getByRole('img', { name: 'Avery Chen' })).toHaveTextContent('AC');
    expect(within(first).getByRole('img', { name: 'Jordan Reyes' })).toBeInTheDocument();

    const second = within(table).getByText('2026-0001').closest('tr')!;
    expect(within(second).getByText('Pending')).toBeInTheDocument();
    expect(within(second).getAllByText('—')).toHaveLength(3); // incident date, defendant, type
    expect(within(second).getByRole('img', { name: 'Lee Park, Kim Ode' })).toHaveTextContent('+2');

    await userEvent.click(within(second).getByText('Case 2026-0001'));
    expect(router.state.location.pathname).toBe('/caseBrowse/caseDetail');
    expect(router.state.location.search).toBe('?id=m2');
  });

  it('sorts a column on the server, keeping the sort in the address and the export', async () => {
    let sortedBy: unknown;
    const { router } = renderScreen(<CaseBrowsePage />, {
      path: '/caseBrowse',
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        { request: { query: CaseBrowseDocument, variables: listVariables() }, result: listResult([matter('m1', '2026-0002')]) },
        {
          request: {
            query: CaseBrowseDocument,
            variables: (variables: Record<string, unknown>) => {
              sortedBy = variables;
              return variables.sortBy === 'DEFENDANT_INSURANCE';
            },
          },
          result: listResult([matter('m1', '2026-0002')]),
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
    });
    expect(await screen.findByText('2026-0002')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort by Case No' }).closest('th')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Defendant Insurance' }));
    await waitFor(() => expect(sortedBy).toEqual(listVariables({ sortBy: 'DEFENDANT_INSURANCE', sortDirection: 'ASC' })));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('DEFENDANT_INSURANCE');
    expect(screen.getByRole('button', { name: 'Sort by Defendant Insurance' }).closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      '/api/export/matters?sortBy=DEFENDANT_INSURANCE&sortDirection=ASC',
    );
  });

  it('exports the selected rows once any are selected, every row of the page with the header box', async () => {
    renderScreen(<CaseBrowsePage />, {
      path: '/caseBrowse',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        {
          request: { query: CaseBrowseDocument, variables: listVariables() },
          result: listResult([matter('m1', '2026-0003'), matter('m2', '2026-0002'), matter('m3', '2026-0001')]),
        },
      ],
    });
    expect(await screen.findByText('2026-0003')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute('href', '/api/export/matters?sortBy=NUMBER&sortDirection=DESC');
    expect(exportIds()).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select case 2026-0002' }));
    expect(screen.getByRole('link', { name: 'Export 1 selected' })).toBeInTheDocument();
    expect(exportIds()).toBe('m2');
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(all).not.toBeChecked();
    expect(all).toHaveAttribute('data-indeterminate', 'true');

    await userEvent.click(all);
    expect(screen.getByRole('link', { name: 'Export 3 selected' })).toBeInTheDocument();
    expect(exportIds()).toBe('m2,m1,m3');
    expect(all).toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select case 2026-0001' }));
    expect(exportIds()).toBe('m2,m1');
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('link', { name: 'Export' })).toBeInTheDocument();
    expect(exportIds()).toBeNull();
  });

  it('offers Demand and Best Offer as columns, off until chosen, kept for the next visit and sorted on the server', async () => {
    const asked: Array<Record<string, unknown>> = [];
    const money = { demandCents: 10_000_000, bestOfferCents: null };
    const view = renderScreen(<CaseBrowsePage />, {
      path: '/caseBrowse',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        {
          request: {
            query: CaseBrowseDocument,
            variables: (variables: Record<string, unknown>) => {
              asked.push(variables);
              return true;
            },
          },
          result: (variables: Record<string, unknown>) => listResult([matter('m1', '2026-0002', variables.withMoney ? money : {})]),
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Case list' });
    await within(table).findByText('2026-0002');
    const headers = () => within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers()).not.toContain('Demand');
    expect(asked[0]).toEqual(listVariables());

    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const demand = await screen.findByRole('checkbox', { name: 'Demand' });
    expect(demand).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Best Offer' })).not.toBeChecked();
    await userEvent.click(demand);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Best Offer' }));
    await waitFor(() => expect(headers()).toEqual(expect.arrayContaining(['Demand', 'Best Offer'])));
    expect(headers().indexOf('Demand')).toBe(headers().indexOf('Plaintiff Insurance') + 1);
    const row = (await within(table).findByText('$100,000.00')).closest('tr')!;
    expect(within(row).getAllByRole('cell')[headers().indexOf('Best Offer')]).toHaveTextContent('—');
    expect(asked).toContainEqual(listVariables({ withMoney: true }));

    await userEvent.click(screen.getByRole('button', { name: 'Sort by Demand' }));
    await waitFor(() => expect(asked).toContainEqual(listVariables({ sortBy: 'DEMAND', sortDirection: 'ASC', withMoney: true })));
    expect(new URLSearchParams(view.router.state.location.search).get('sort')).toBe('DEMAND');

    // The choice is kept: the next visit shows the columns at once.
    view.unmount();
    asked.length = 0;
    renderScreen(<CaseBrowsePage />, {
      path: '/caseBrowse',
      viewer: viewerWith('ATTORNEY'),
      mocks: [{ request: { query: CaseBrowseDocument, variables: listVariables({ withMoney: true }) }, result: listResult([matter('m1', '2026-0002', money)]) }],
    });
    expect(await screen.findByRole('button', { name: 'Sort by Best Offer' })).toBeInTheDocument();
  });

  it('never shows the money columns to staff who may not see amounts, nor asks the server to sort by them', async () => {
    localStorage.setItem('matterhorn:columns:caseBrowse', JSON.stringify(['demand', 'bestOffer']));
    const asked: unknown[] = [];
    renderScreen(<CaseBrowsePage />, {
      path: '/caseBrowse?sort=DEMAND&dir=ASC',
      viewer: viewerWith('STAFF'),
      mocks: [
        {
          request: {
            query: CaseBrowseDocument,
            variables: (variables: Record<string, unknown>) => {
              asked.push(variables);
              return true;
            },
          },
          result: listResult([matter('m1', '2026-0002')]),
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Case list' });
    await within(table).findByText('2026-0002');
    expect(within(table).queryByRole('columnheader', { name: /Demand|Best Offer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    expect(asked).toEqual([listVariables()]);
  });
});
