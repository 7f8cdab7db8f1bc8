import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchAnythingDocument, type SearchGroupFieldsFragment, type SearchKind } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { openSearchModal } from './openSearch';
import { SearchLauncher } from './SearchLauncher';
import { SearchModal } from './SearchModal';

type Hit = SearchGroupFieldsFragment['items'][number];

const text = (value: string, ...marks: Array<[number, number]>) => ({
  __typename: 'HighlightedText' as const,
  text: value,
  matches: marks.map(([start, length]) => ({ __typename: 'TextRange' as const, start, length })),
});
const person = (id: string, fullName: string) => ({ __typename: 'User' as const, id, fullName, avatarUrl: null });

function hit(kind: SearchKind, id: string, fields: Partial<Hit>): Hit {
  return { __typename: 'SearchHit', kind, id, matterId: null, date: null, email: null, avatarUrl: null, title: text(id), detail: null, snippet: null, people: [], ...fields };
}

const cases = [
  hit('CASES', 'm1', { title: text('Johnson v. Acme Freight', [0, 7]), detail: text('2026-0001 · Robert Johnson', [19, 7]), date: '2026-03-04', matterId: 'm1', people: [person('u1', 'Avery Stone'), person('u2', 'Pat Lee')] }),
  hit('CASES', 'm2', { title: text('Johnsen Estate Planning', [0, 7]), date: '2026-05-06', matterId: 'm2' }),
];
const tasks = [hit('TASKS', 't1', { title: text('Call Mr. Johnson', [9, 7]), detail: text('Johnson v. Acme Freight', [0, 7]), date: '2030-01-15', matterId: 'm1', people: [person('u2', 'Pat Lee')] })];
const contacts = [hit('CONTACTS', 'c1', { title: text('<b>Robert</b> Johnson', [14, 7]), detail: text('rj@example.com'), email: 'rj@example.com' })];

const group = (kind: SearchKind, items: Hit[]): SearchGroupFieldsFragment => ({ __typename: 'SearchGroup', kind, totalCount: items.length, items });

function mocks(seen: string[]) {
  return [
    {
      request: { query: SearchAnythingDocument, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        const query = String(variables.query);
        seen.push(query);
        const found = query.toLowerCase().startsWith('jo');
        return {
          data: {
            search: {
              __typename: 'SearchResults',
              query,
              tasks: group('TASKS', found ? tasks : []),
              cases: group('CASES', found ? cases : []),
              contacts: group('CONTACTS', found ? contacts : []),
              documents: group('DOCUMENTS', []),
            },
          },
        };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

const destinations = [
  { path: '/cases/caseDetail', element: <p>Case page</p> },
  { path: '/tasks', element: <p>Tasks page</p> },
  { path: '/contactsPage', element: <p>Contact page</p> },
];

function renderModal(seen: string[] = []) {
  const onClose = jest.fn();
  const view = renderScreen(<SearchModal opened onClose={onClose} />, { mocks: mocks(seen), viewer: viewerWith('PARALEGAL'), routes: destinations });
  return { ...view, onClose, box: screen.getByRole('combobox', { name: 'Where would you like to go?' }) };
}

const tabNamed = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const rows = () => within(screen.getByRole('listbox')).queryAllByRole('option');

describe('SearchModal', () => {
  it('asks the server once typing pauses, with the trimmed text', async () => {
    const seen: string[] = [];
    const { box } = renderModal(seen);
    expect(box).toHaveAttribute('placeholder', 'Where would you like to go?');
    await userEvent.type(box, '  Jonson ');
    expect(seen).toEqual([]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(seen).toEqual(['Jonson']);
  });

  it('shows each tab with its count, opening on the first with results, and Tab changes tab', async () => {
    const { box } = renderModal();
    await userEvent.type(box, 'Johnson');
    await waitFor(() => expect(within(tabNamed('Cases')).getByText('2')).toBeInTheDocument());
    expect(within(tabNamed('Tasks')).getByText('1')).toBeInTheDocument();
    expect(within(tabNamed('Contacts')).getByText('1')).toBeInTheDocument();
    expect(within(tabNamed('Documents')).getByText('0')).toBeInTheDocument();
    expect(tabNamed('Tasks')).toHaveAttribute('aria-selected', 'true');
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('Call Mr. Johnson')]);
    expect(rows()[0]).toHaveTextContent('Due Jan 15, 2030');
    expect(within(rows()[0]!).getByLabelText('Assigned to Pat Lee')).toBeInTheDocument();

    await userEvent.keyboard('{Tab}');
    expect(tabNamed('Cases')).toHaveAttribute('aria-selected', 'true');
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('Opened Mar 4, 2026');
    await userEvent.keyboard('{Control>}{ArrowRight}{/Control}');
    expect(tabNamed('Contacts')).toHaveAttribute('aria-selected', 'true');
    expect(rows()[0]).toHaveTextContent('rj@example.com');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(tabNamed('Cases')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabNamed('Documents'));
    expect(screen.getByText('No documents match “Johnson”.')).toBeInTheDocument();
  });

  it('moves through the rows with the arrow keys and opens the chosen one with Enter', async () => {
    const { box, router, onClose } = renderModal();
    await userEvent.type(box, 'Johnson');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.keyboard('{Tab}');
    expect(rows()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', rows()[0]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(rows()[1]).toHaveAttribute('aria-selected', 'true');
    expect(rows()[0]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(rows()[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(rows()[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases/caseDetail'));
    expect(router.state.location.search).toBe('?id=m1');
    expect(onClose).toHaveBeenCalled();
  });

  it('opens a task on the Tasks screen searched for it', async () => {
    const { box, router } = renderModal();
    await userEvent.type(box, 'Johnson');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.click(rows()[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Call Mr. Johnson');
  });

  it('marks the matching parts with <mark> and shows markup in a name as text', async () => {
    const { box } = renderModal();
    await userEvent.type(box, 'Johnson');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.click(tabNamed('Contacts'));
    const row = rows()[0]!;
    expect(row).toHaveTextContent('<b>Robert</b> Johnson');
    expect(row.querySelector('b')).toBeNull();
    expect([...row.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Johnson']);

    await userEvent.click(tabNamed('Cases'));
    expect([...rows()[0]!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Johnson', 'Johnson']);
  });
});

describe('SearchLauncher', () => {
  it('opens with Ctrl+K, with "/" outside a field, and from openSearchModal(); Escape closes it', async () => {
    renderScreen(
      <>
        <input aria-label="Other field" />
        <SearchLauncher />
      </>,
      { mocks: mocks([]), viewer: viewerWith('PARALEGAL') },
    );
    const box = () => screen.queryByRole('combobox', { name: 'Where would you like to go?' });
    expect(box()).toBeNull();

    await userEvent.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(box()).toBeInTheDocument());
    // Rendered on its first opening, it still takes the focus at once.
    await waitFor(() => expect(box()).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(box()).toBeNull());

    await userEvent.click(screen.getByLabelText('Other field'));
    await userEvent.keyboard('/');
    expect(box()).toBeNull();
    expect(screen.getByLabelText('Other field')).toHaveValue('/');
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('/');
    await waitFor(() => expect(box()).toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(box()).toBeNull());

    act(() => openSearchModal());
    await waitFor(() => expect(box()).toBeInTheDocument());
  });
});
