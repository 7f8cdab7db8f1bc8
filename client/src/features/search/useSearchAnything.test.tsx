import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SearchAnythingDocument, type SearchGroupFieldsFragment, type SearchKind } from '../../gql/graphql';
import { countLabel, dateNote, searchHitPath, type SearchHit } from './searchHits';
import { useSearchAnything } from './useSearchAnything';

const text = (value: string) => ({ __typename: 'HighlightedText' as const, text: value, matches: [] });
const hit = (kind: SearchKind, id: string, fields: Partial<SearchHit> = {}): SearchHit => ({
  __typename: 'SearchHit', kind, id, matterId: null, date: null, email: null, avatarUrl: null, title: text(id), detail: null, snippet: null, people: [], ...fields,
});
const group = (kind: SearchKind, items: SearchHit[]): SearchGroupFieldsFragment => ({ __typename: 'SearchGroup', kind, totalCount: items.length, items });
const search = {
  request: { query: SearchAnythingDocument, variables: () => true },
  result: {
    data: {
      search: {
        __typename: 'SearchResults',
        query: 'jo',
        tasks: group('TASKS', []),
        cases: group('CASES', [hit('CASES', 'm1'), hit('CASES', 'm2')]),
        contacts: group('CONTACTS', [hit('CONTACTS', 'c1')]),
        documents: group('DOCUMENTS', []),
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const key = (name: string, extra: Partial<KeyboardEvent<HTMLInputElement>> = {}) =>
  ({ key: name, ctrlKey: false, metaKey: false, shiftKey: false, preventDefault: jest.fn(), ...extra }) as unknown as KeyboardEvent<HTMLInputElement>;

function renderSearch() {
  const onClose = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <MockedProvider mocks={[search]}>{children}</MockedProvider>
    </MemoryRouter>
  );
  return { ...renderHook(() => useSearchAnything({ opened: true, onClose }), { wrapper }), onClose };
}

describe('search results', () => {
  it('open where they belong and say when they are dated', () => {
    expect(searchHitPath(hit('CASES', 'm 1'))).toBe('/cases/caseDetail?id=m%201');
    expect(searchHitPath(hit('TASKS', 't1', { title: text('Call Mr. Johnson') }))).toBe('/tasks?q=Call%20Mr.%20Johnson');
    expect(dateNote(hit('TASKS', 't1'))).toBe('No due date');
    expect(dateNote(hit('CASES', 'm1', { date: '2026-03-04' }))).toBe('Opened Mar 4, 2026');
    expect(countLabel(120)).toBe('99+');
  });
});

describe('useSearchAnything', () => {
  it('shows the first tab with results, moves through its rows and tabs with the keys, and starts over when typing', async () => {
    const { result } = renderSearch();
    expect(result.current.query).toBe('');
    act(() => result.current.type('jo'));
    await waitFor(() => expect(result.current.items.map((h) => h.id)).toEqual(['m1', 'm2']));
    expect(result.current.tab).toBe('CASES');
    expect(result.current.activeIndex).toBe(0);
    act(() => result.current.onKeyDown(key('ArrowDown')));
    expect(result.current.activeIndex).toBe(1);
    act(() => result.current.onKeyDown(key('ArrowDown')));
    expect(result.current.activeIndex).toBe(0);
    act(() => result.current.onKeyDown(key('ArrowUp')));
    expect(result.current.activeIndex).toBe(1);
    act(() => result.current.onKeyDown(key('Tab')));
    expect(result.current.tab).toBe('CONTACTS');
    expect(result.current.activeIndex).toBe(0);
    act(() => result.current.onKeyDown(key('ArrowLeft', { ctrlKey: true })));
    expect(result.current.tab).toBe('CASES');
    act(() => result.current.type('joh'));
    expect(result.current.text).toBe('joh');
    expect(result.current.activeIndex).toBe(0);
  });

  it('Enter opens the chosen row and closes, forgetting the text', async () => {
    const { result, onClose } = renderSearch();
    act(() => result.current.type('jo'));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.onKeyDown(key('Enter')));
    expect(onClose).toHaveBeenCalled();
    expect(result.current.text).toBe('');
  });
});
