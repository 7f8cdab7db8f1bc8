import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AddPartyDocument, OptionListsDocument, PartyConflictsDocument, type PartyFieldsFragment } from '../../../gql/graphql';
import { DEFENDANT_SUB_TABS } from './caseTabs';
import { defaultRole, newContactOf, partyValues, typedNameOf, usePartyForm } from './usePartyForm';

const defendants = DEFENDANT_SUB_TABS[0]!;
const lists = {
  request: { query: OptionListsDocument, variables: { keys: ['PARTY_ROLES', 'PARTY_LABELS'] } },
  result: { data: { optionLists: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const noConflicts = { request: { query: PartyConflictsDocument, variables: () => true }, result: { data: { conflictCheck: [] } }, maxUsageCount: Number.POSITIVE_INFINITY };

function renderForm(mocks: MockedProviderProps['mocks'] = [lists], party: PartyFieldsFragment | null = null) {
  const onClose = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  return { ...renderHook(() => usePartyForm({ matterId: 'm1', subTab: defendants, party, onClose }), { wrapper }), onClose };
}

describe('a party', () => {
  it('starts a new party with its list’s role, and edits a party as it is', () => {
    expect(defaultRole(defendants)).toBe('Defendant');
    expect(partyValues(null, defendants)).toMatchObject({ source: 'existing', contactId: null, role: 'Defendant' });
    const party = { id: 'p1', version: 1, contact: { id: 'c1', name: 'Lone Star Freight' }, role: null, primaryLabel: 'Primary', groupName: null, relatedPartyId: null, comment: null, primaryComment: null } as unknown as PartyFieldsFragment;
    expect(partyValues(party, defendants)).toMatchObject({ contactId: 'c1', contactName: 'Lone Star Freight', role: '', primaryLabel: 'Primary' });
  });

  it('checks the name typed for a new contact, or the contact chosen', () => {
    const values = partyValues(null, defendants);
    expect(typedNameOf({ ...values, contactName: 'Dana Cole' })).toBe('Dana Cole');
    expect(typedNameOf({ ...values, source: 'new', firstName: ' Dana ', lastName: 'Cole ' })).toBe('Dana Cole');
    expect(typedNameOf({ ...values, source: 'new', kind: 'COMPANY', companyName: ' Lone Star ' })).toBe('Lone Star');
  });

  it('sends a new contact with its phone as the primary one', () => {
    const values = partyValues(null, defendants);
    expect(newContactOf(values)).toBeNull();
    expect(newContactOf({ ...values, source: 'new', firstName: 'Dana', lastName: '', email: ' ', phone: ' 512 555 0100 ' })).toEqual({
      kind: 'PERSON',
      firstName: 'Dana',
      lastName: null,
      email: null,
      phones: [{ type: 'Mobile', number: '512 555 0100', isPrimary: true }],
    });
    expect(newContactOf({ ...values, source: 'new', kind: 'COMPANY', companyName: 'Lone Star', phone: '' })).toEqual({ kind: 'COMPANY', companyName: 'Lone Star', email: null, phones: [] });
  });
});

describe('usePartyForm', () => {
  it('asks for a contact before adding a party', async () => {
    const { result, onClose } = renderForm();
    await act(async () => result.current.save());
    expect(result.current.errors).toEqual({ contactId: 'Choose a contact.' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the server’s messages about the new contact at its fields', async () => {
    const refusal = {
      request: { query: AddPartyDocument, variables: () => true },
      result: { errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'newContact.email', messages: ['Enter a valid email address.'] }] } }] },
    };
    const { result, onClose } = renderForm([lists, noConflicts, refusal]);
    act(() => result.current.set({ source: 'new', firstName: 'Dana', email: 'dana@' }));
    await act(async () => result.current.save());
    await waitFor(() => expect(result.current.errors).toEqual({ email: 'Enter a valid email address.' }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
