import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CreateContactDocument } from '../../gql/graphql';
import { contactInput, tabOfField, useNewContactForm, type NewContactValues } from './useNewContactForm';

function renderForm(mocks: MockedProviderProps['mocks'] = []) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  return { ...renderHook(() => useNewContactForm({ onClose, onSaved }), { wrapper }), onClose, onSaved };
}

describe('a new contact', () => {
  it('sends a person’s names, or only a company’s name, with empty text as no value', () => {
    const { result } = renderForm();
    const values: NewContactValues = { ...result.current.form.values, firstName: ' Maria ', lastName: 'Alvarez', companyName: 'Ignored', email: '  ' };
    expect(contactInput(values)).toMatchObject({ kind: 'PERSON', firstName: 'Maria', lastName: 'Alvarez', middleName: null, email: null, active: true });
    expect(contactInput(values)).not.toHaveProperty('companyName');
    const company = contactInput({ ...values, kind: 'COMPANY', companyName: ' Lone Star Freight ' });
    expect(company).toMatchObject({ kind: 'COMPANY', companyName: 'Lone Star Freight' });
    expect(company).not.toHaveProperty('firstName');
  });

  it('shows a server message on the tab that holds its field', () => {
    expect(tabOfField('ssn')).toBe('miscellaneous');
    expect(tabOfField('medicare')).toBe('contactType');
    expect(tabOfField('phones.1.number')).toBe('phones');
    expect(tabOfField('addresses.0.zip')).toBe('address');
    expect(tabOfField('lastName')).toBe('contact');
  });

  it('opens the tab of the first field it refuses', async () => {
    const { result } = renderForm();
    act(() => result.current.form.setValues({ lastName: 'Alvarez', email: 'not-an-email' }));
    await act(async () => result.current.submit());
    expect(result.current.form.errors.email).toBe('Enter a valid email address.');
    expect(result.current.tab).toBe('miscellaneous');
  });

  it('opens the tab of the server’s first field message, asks before closing with something typed, and starts afresh when closed', async () => {
    const refusal = {
      request: { query: CreateContactDocument, variables: () => true },
      result: { errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'phones.0.number', messages: ['Enter a phone number.'] }] } }] },
    };
    const { result, onClose, onSaved } = renderForm([refusal]);
    act(() => result.current.form.setValues({ lastName: 'Alvarez' }));
    await act(async () => result.current.submit());
    await waitFor(() => expect(result.current.tab).toBe('phones'));
    expect(result.current.form.errors['phones.0.number']).toBe('Enter a phone number.');
    expect(onSaved).not.toHaveBeenCalled();

    act(() => result.current.close());
    await waitFor(() => expect(result.current.leaveDialog.opened).toBe(true));
    expect(onClose).not.toHaveBeenCalled();
    act(() => result.current.leaveDialog.onConfirm());
    expect(onClose).toHaveBeenCalled();
    expect(result.current.leaveDialog.opened).toBe(false);
    expect(result.current.tab).toBe('contact');
    expect(result.current.form.values.lastName).toBe('');
  });
});
