import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackOfficeAiUsageDocument, BackOfficeAiUsageSeriesDocument, BackOfficeTopFirmsDocument, BackOfficeTotalsDocument } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { AdminDashboardPage } from './AdminDashboardPage';
import { changeSinceYesterday, emptyText, formatDayRange, showsPager } from './backOfficeFormat';

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const figure = (total: number, yesterday: number) => ({ __typename: 'BackOfficeFigure' as const, total, yesterday });

const usage = (period: string, words: number, from: string) => ({
  request: { query: BackOfficeAiUsageDocument, variables: { period } },
  result: { data: { backOfficeAiUsage: { __typename: 'AiUsageTotal' as const, period, words, from, to: '2026-11-22' } } },
  ...always,
});
const series = (range: string, points: Array<[string, string, number]>) => ({
  request: { query: BackOfficeAiUsageSeriesDocument, variables: { range } },
  result: {
    data: {
      backOfficeAiUsageSeries: {
        __typename: 'AiUsageSeries' as const,
        range,
        points: points.map(([label, start, words]) => ({ __typename: 'AiUsagePoint' as const, label, start, words })),
      },
    },
  },
  ...always,
});

const mocks = [
  {
    request: { query: BackOfficeTotalsDocument },
    result: { data: { backOfficeTotals: { __typename: 'BackOfficeTotals' as const, firms: figure(18, 16), attorneys: figure(40, 42), paralegals: figure(3, 0) } } },
    ...always,
  },
  usage('MONTH', 12_345, '2026-11-01'),
  usage('DAY', 321, '2026-11-22'),
  {
    request: { query: BackOfficeTopFirmsDocument },
    result: {
      data: {
        backOfficeTopFirms: [
          {
            __typename: 'ActiveFirm' as const,
            activeMembers: 9,
            aiWords: 4_200,
            firm: { __typename: 'BackOfficeFirm' as const, id: 'f1', name: 'Bravo Legal', email: null, phone: null, status: 'ACTIVE' as const, avatarUrl: null, totalMembers: 11, version: 1 },
          },
        ],
      },
    },
    ...always,
  },
  series('MONTH', [
    ['01', '2026-11-01', 120],
    ['02', '2026-11-02', 0],
    ['03', '2026-11-03', 980],
  ]),
  series('YEAR', [
    ['Jan', '2026-01-01', 5_000],
    ['Feb', '2026-02-01', 7_000],
  ]),
];

// jsdom lays nothing out, so the chart's container has no size; the chart's data is checked through its table.
beforeEach(() => {
  // eslint-disable-next-line no-console -- other warnings still reach the console
  const warn = console.warn;
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('AdminDashboardPage', () => {
  it("shows each total with its real change since this time yesterday", async () => {
    renderScreen(<AdminDashboardPage />, { path: '/', viewer: viewerWith('PLATFORM_ADMIN'), mocks });
    const firms = await screen.findByRole('group', { name: 'Total Firms' });
    expect(await within(firms).findByText('18')).toBeInTheDocument();
    expect(within(firms).getByText('12.5% Up from yesterday')).toBeInTheDocument();
    const attorneys = screen.getByRole('group', { name: 'Total Attorney' });
    expect(within(attorneys).getByText('4.8% Down from yesterday')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Total Paralegals' })).getByText('+3 since yesterday')).toBeInTheDocument();
  });

  it('shows the AI words of the chosen period', async () => {
    renderScreen(<AdminDashboardPage />, { path: '/', viewer: viewerWith('PLATFORM_ADMIN'), mocks });
    const panel = await screen.findByRole('group', { name: 'AI usage' });
    expect(await within(panel).findByText('12,345')).toBeInTheDocument();
    expect(within(panel).getByText('words used · Nov 1 – Nov 22, 2026')).toBeInTheDocument();
    await userEvent.click(within(panel).getByText('Day'));
    expect(await within(panel).findByText('321')).toBeInTheDocument();
    expect(within(panel).getByText('words used · Nov 22, 2026')).toBeInTheDocument();
  });

  it('lists the top active firms with See all to /firms', async () => {
    renderScreen(<AdminDashboardPage />, { path: '/', viewer: viewerWith('PLATFORM_ADMIN'), mocks });
    const table = await screen.findByRole('table', { name: 'Top 5 Active Firms' });
    const row = (await within(table).findByText('Bravo Legal')).closest('tr')!;
    for (const text of ['11', '9', '4,200', 'Active']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/firms');
  });

  it('charts the words per day of the month, or per month of the year', async () => {
    renderScreen(<AdminDashboardPage />, { path: '/', viewer: viewerWith('PLATFORM_ADMIN'), mocks });
    expect(screen.getByText('Usage of the Ai monthly')).toBeInTheDocument();
    const chart = await screen.findByRole('figure', { name: 'AI words per day this month: 1,100 in all' });
    expect(within(chart).getByRole('table', { name: 'AI words per day' })).toBeInTheDocument();
    expect(within(chart).getByRole('row', { name: '03 980' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('region', { name: 'Usage of the Ai monthly' })).getByText('Year'));
    const yearly = await screen.findByRole('figure', { name: 'AI words per month this year: 12,000 in all' });
    expect(within(yearly).getByRole('row', { name: 'Feb 7000' })).toBeInTheDocument();
  });
});

describe('back-office texts', () => {
  it('words the change since yesterday', () => {
    expect(changeSinceYesterday(18, 16)).toEqual({ text: '12.5% Up from yesterday', direction: 'up' });
    expect(changeSinceYesterday(40, 42)).toEqual({ text: '4.8% Down from yesterday', direction: 'down' });
    expect(changeSinceYesterday(2, 0)).toEqual({ text: '+2 since yesterday', direction: 'up' });
    expect(changeSinceYesterday(5, 5)).toEqual({ text: 'No change from yesterday', direction: 'none' });
    expect(changeSinceYesterday(0, 0)).toEqual({ text: 'No change from yesterday', direction: 'none' });
  });

  it('names the empty lists exactly as specified', () => {
    expect(emptyText('ACTIVE', 'paralegals')).toBe('No active paralegals found');
    expect(emptyText('SUSPENDED', 'attorneys')).toBe('No suspended attorneys found');
    expect(emptyText('SUSPENDED', 'firms')).toBe('No suspended firms found');
  });

  it('pages the Active tab always and the Suspended tab only past one page', () => {
    expect(showsPager('ACTIVE', 3)).toBe(true);
    expect(showsPager('SUSPENDED', 10)).toBe(false);
    expect(showsPager('SUSPENDED', 11)).toBe(true);
  });

  it('writes day ranges', () => {
    expect(formatDayRange('2026-11-16', '2026-11-22')).toBe('Nov 16 – Nov 22, 2026');
    expect(formatDayRange('2025-12-29', '2026-01-02')).toBe('Dec 29, 2025 – Jan 2, 2026');
  });
});
