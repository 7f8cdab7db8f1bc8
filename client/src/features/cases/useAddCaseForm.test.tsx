import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { FirmStaffDocument, OptionListsDocument } from '../../gql/graphql';
import { caseInput, folderProblem, MAX_FOLDERS, splitFieldProblems, useAddCaseForm, type AddCaseValues } from './useAddCaseForm';

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const mocks = [
  { request: { query: OptionListsDocument, variables: { keys: ['PRACTICE_AREAS', 'MATTER_STAGES'] } }, result: { data: { optionLists: [] } }, ...always },
  { request: { query: FirmStaffDocument, variables: { search: null } }, result: { data: { firmUsers: { __typename: 'UserPage', items: [] } } }, ...always },
];
// A data router, as the app has: leaving the form with unsaved changes asks first (useBlocker).
const wrapper = ({ children }: { children: ReactNode }) => (
  <RouterProvider router={createMemoryRouter([{ path: '*', element: <MockedProvider mocks={mocks}>{children}</MockedProvider> }])} />
);

const values = (overrides: Partial<AddCaseValues> = {}): AddCaseValues => ({
  clientId: 'c1',
  name: ' Alvarez v. Lone Star ',
  number: '',
  court: ' ',
  practiceArea: 'Personal Injury',
  stage: null,
  description: '',
  permission: 'EVERYONE',
  userIds: ['u1'],
  folders: ['Medical'],
  ...overrides,
});

describe('a new case', () => {
  it('refuses an empty, repeated or one-too-many folder name', () => {
    expect(folderProblem('', [])).toBe('Enter a folder name.');
    expect(folderProblem('medical', ['Medical'])).toBe('This folder is already in the list.');
    expect(folderProblem('Bills', Array.from({ length: MAX_FOLDERS }, (_, i) => `F${i}`))).toBe('A case can start with at most 50 folders.');
    expect(folderProblem('Bills', ['Medical'])).toBeNull();
  });

  it('sends trimmed text, users only for Specific User, and a folder name typed but not added', () => {
    expect(caseInput(values(), ' Bills ')).toEqual({
      name: 'Alvarez v. Lone Star',
      number: null,
      clientId: 'c1',
      court: null,
      practiceArea: 'Personal Injury',
      stage: null,
      description: null,
      permission: 'EVERYONE',
      userIds: [],
      folders: ['Medical', 'Bills'],
    });
    expect(caseInput(values({ permission: 'SPECIFIC_USERS' }), 'MEDICAL')).toMatchObject({ userIds: ['u1'], folders: ['Medical'] });
  });

  it('puts server messages at the form’s fields and joins the others', () => {
    expect(splitFieldProblems({ 'input.number': 'Taken.', 'folders.3': 'Too long.', clientAccess: 'No access.', other: 'Try again.' })).toEqual({
      errors: { number: 'Taken.', folders: 'Too long.' },
      others: 'No access. Try again.',
    });
    expect(splitFieldProblems({ name: 'Required.' })).toEqual({ errors: { name: 'Required.' }, others: null });
  });
});

describe('useAddCaseForm', () => {
  it('adds a typed folder, says why one cannot be added, and removes one', () => {
    const { result } = renderHook(() => useAddCaseForm(), { wrapper });
    act(() => result.current.folders.add());
    expect(result.current.folders.error).toBe('Enter a folder name.');
    act(() => result.current.folders.type('Medical'));
    expect(result.current.folders.error).toBeUndefined();
    act(() => result.current.folders.add());
    expect(result.current.form.getValues().folders).toEqual(['Medical']);
    expect(result.current.folders.name).toBe('');
    act(() => result.current.folders.type('MEDICAL'));
    act(() => result.current.folders.add());
    expect(result.current.folders.error).toBe('This folder is already in the list.');
    act(() => result.current.folders.remove(0));
    expect(result.current.form.getValues().folders).toEqual([]);
  });
});
