import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConflictCheckDocument, ContactDetailDocument, ContactListDocument, CreateContactDocument, UpdateContactDocument, type ContactDetailFieldsFragment } from '../../gql/graphql';
import { INPUT_LIMITS } from '../../gql/limits';
import { addDays, today } from '../../lib/dates';
import { always, capture, refusedFields } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { AddContactDialog } from './AddContactDialog';
import { newAddress, newPhone } from './contactForm';
import { contactProblems, EMPTY_ADDRESS_ROW, EMPTY_PHONE_ROW, errorsAfterRowsChange } from './contactRules';
import { ContactListPage } from './ContactListPage';
import { ContactDetailPage } from './detail/ContactDetailPage';

const tomorrow = addDays(today(), 1);
const noConflicts = always(ConflictCheckDocument, { data: { conflictCheck: [] } });

function contact(overrides: Partial<ContactDetailFieldsFragment> = {}): ContactDetailFieldsFragment {
  return {
    __typename: 'Contact',
    id: 'c1', version: 3, kind: 'PERSON', name: 'Dana Whitfield',
    prefix: null, firstName: 'Dana', middleName: null, lastName: 'Whitfield', nickName: null, suffix: null, companyName: null,
    organization: null, gender: null, email: 'dana@example.com', otherEmails: [], primaryPhone: '+12125550123',
    referredBy: null, comments: null, description: null, contactType: null, language: null, dateOfBirth: null,
    dateOfDeath: null, active: true, preventMailing: false, locked: false, noAutoCommunication: false, photoUrl: null,
    roles: [], websites: [], country: null, birthPlace: null, ein: null, ledesClientId: null, height: null, weight: null,
    primaryLanguage: null, secondaryLanguage: null, mothersMaidenName: null, maritalStatus: null, marriageDate: null,
    marriageLocation: null, spouseName: null, religion: null, driversLicenseState: null, idNumber: null, idState: null,
    race: null, occupation: null, ssnMasked: null, tfnMasked: null, medicareMasked: null, driversLicenseMasked: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
    phones: [{ __typename: 'ContactPhone', id: 'p1', type: 'Mobile', number: '+12125550123', ext: null, canText: false, isPrimary: true, autoComments: null }],
    addresses: [
      {
        __typename: 'ContactAddress', id: 'a1', addressType: 'Home', address1: '12 Elm St', address2: null, city: 'Austin', county: null,
        zip: '78701', state: 'TX', country: 'United States', comments: null, useOrgAddress: false, isPrimary: true,
      },
    ],
    ...overrides,
  };
}
const detail = { request: { query: ContactDetailDocument, variables: { id: 'c1' } }, result: { data: { contact: contact() } } };

describe('contactProblems', () => {
  it('checks every field it can at once: names, lengths, email, phone, dates, blank rows', () => {
    const errors = contactProblems(
      {
        firstName: '', lastName: '', companyName: '', email: 'not-an-email', dateOfBirth: tomorrow, dateOfDeath: '',
        phones: [newPhone(true), { ...newPhone(), number: '12' }],
        addresses: [newAddress(true)],
        otherEmails: [' '],
        websites: [],
        ...{ occupation: 'o'.repeat(INPUT_LIMITS.ContactInput.occupation.maxLength + 1) },
      },
      { person: true },
    );
    expect(errors).toEqual({
      lastName: 'Enter a first or last name.',
      occupation: 'Use at most 100 characters (this has 101).',
      email: 'Enter a valid email address.',
      dateOfBirth: 'The date of birth cannot be in the future.',
      'phones.0.number': EMPTY_PHONE_ROW,
      'phones.1.number': 'Enter a valid phone number.',
      'addresses.0.useOrgAddress': EMPTY_ADDRESS_ROW,
      'otherEmails.0': 'Enter the email address, or remove this empty row.',
    });
  });

  it('lets the new-contact dialog’s lone starting row stay blank (it is not sent), but no other', () => {
    const base = { firstName: 'Dana', lastName: '', companyName: '', email: '', dateOfBirth: '', dateOfDeath: '' };
    expect(contactProblems({ ...base, phones: [newPhone(true)], addresses: [newAddress(true)] }, { person: true, loneBlankRowKept: true })).toEqual({});
    expect(contactProblems({ ...base, phones: [], addresses: [newAddress(true), newAddress()] }, { person: true, loneBlankRowKept: true })).toEqual({
      'addresses.0.useOrgAddress': EMPTY_ADDRESS_ROW,
      'addresses.1.useOrgAddress': EMPTY_ADDRESS_ROW,
    });
  });

  it('drops the messages of the rows that changed, and of those whose place moved', () => {
    const [a, b, c] = [newPhone(), newPhone(), newPhone()];
    const errors = { 'phones.0.number': 'x', 'phones.1.number': 'y', 'phones.2.number': 'z', email: 'e' };
    expect(errorsAfterRowsChange(errors, 'phones', [a, b, c], [a, { ...b, number: '1' }, c])).toEqual({ 'phones.0.number': 'x', 'phones.2.number': 'z', email: 'e' });
    expect(errorsAfterRowsChange(errors, 'phones', [a, b, c], [a, c])).toEqual({ 'phones.0.number': 'x', email: 'e' });
  });
});

describe('Add Contact', () => {
  const open = () =>
    renderScreen(<AddContactDialog opened initialKind="PERSON" onClose={() => {}} onSaved={() => {}} />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [noConflicts, capture(CreateContactDocument, created, refusedFields({ email: 'Enter a valid email address.', 'phones.0.number': 'Enter a valid phone number.', 'addresses.0.useOrgAddress': EMPTY_ADDRESS_ROW }))],
    });
  let created: unknown[] = [];
  beforeEach(() => {
    created = [];
  });

  it('shows the email and the phone problems together, before anything is sent', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Add Contact' });
    expect(within(dialog).getByLabelText('Last Name')).toHaveAttribute('maxlength', String(INPUT_LIMITS.ContactInput.lastName.maxLength));
    expect(within(dialog).getByLabelText('Phone No.')).toHaveAttribute('maxlength', String(INPUT_LIMITS.ContactPhoneInput.number.maxLength));
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Delgado');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await userEvent.type(within(dialog).getByLabelText('Phone No.'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Contact' }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it("shows every field message of the server's refusal at once, the address's at Street", async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Add Contact' });
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Delgado');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'rosa@example.com');
    await userEvent.type(within(dialog).getByLabelText('Phone No.'), '212 555 0123');
    await userEvent.type(within(dialog).getByLabelText('City'), 'Austin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Contact' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Street')).toHaveAccessibleDescription(EMPTY_ADDRESS_ROW);
  });
});

describe('Add New Contact', () => {
  it('refuses an address row added and left empty, at the row, and sends nothing', async () => {
    const created: unknown[] = [];
    const list = always(ContactListDocument, { data: { contacts: { __typename: 'ContactPage', totalCount: 0, items: [] } } });
    renderScreen(<ContactListPage />, { path: '/contactlist', viewer: viewerWith('ATTORNEY'), mocks: [list, noConflicts, capture(CreateContactDocument, created, { data: {} })] });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Contact' });
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Delgado');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Address' }));
    await userEvent.type(within(dialog).getByLabelText('Address 1'), '400 Congress Ave');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Address' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save & Close' }));
    expect(await within(dialog).findByText(EMPTY_ADDRESS_ROW)).toBeInTheDocument();
    expect(within(dialog).getAllByText(EMPTY_ADDRESS_ROW)).toHaveLength(1);
    expect(created).toHaveLength(0);
  });
});

describe('the contact page', () => {
  it('Other Detail: a length and dates in the future are refused together, before anything is sent', async () => {
    const sent: unknown[] = [];
    renderScreen(<ContactDetailPage />, {
      path: '/contactsPage?id=c1&subTab=otherDetail',
      viewer: viewerWith('ATTORNEY'),
      mocks: [detail, noConflicts, capture(UpdateContactDocument, sent, { data: {} })],
    });
    const occupation = await screen.findByLabelText('Occupation');
    expect(occupation).toHaveAttribute('maxlength', String(INPUT_LIMITS.ContactInput.occupation.maxLength));
    // Longer than the input lets anyone type (pasted, or stored before the limit).
    fireEvent.change(occupation, { target: { value: 'o'.repeat(101) } });
    fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: tomorrow } });
    fireEvent.change(screen.getByLabelText('Date of Death'), { target: { value: tomorrow } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use at most 100 characters (this has 101).')).toBeInTheDocument();
    expect(screen.getByText('The date of birth cannot be in the future.')).toBeInTheDocument();
    expect(screen.getByText('The date of death cannot be in the future.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("Other Detail: the server's length and date messages show together", async () => {
    const sent: unknown[] = [];
    renderScreen(<ContactDetailPage />, {
      path: '/contactsPage?id=c1&subTab=otherDetail',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        detail,
        noConflicts,
        capture(UpdateContactDocument, sent, refusedFields({ occupation: 'Use at most 100 characters (this has 101).', dateOfBirth: 'The date of birth cannot be in the future.' })),
      ],
    });
    await userEvent.type(await screen.findByLabelText('Occupation'), 'Nurse');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText('Use at most 100 characters (this has 101).')).toBeInTheDocument();
    expect(screen.getByText('The date of birth cannot be in the future.')).toBeInTheDocument();
  });

  it('an email and a blank phone row are refused together, each sub-tab holding one marked, never "All changes saved"', async () => {
    const sent: unknown[] = [];
    renderScreen(<ContactDetailPage />, {
      path: '/contactsPage?id=c1&subTab=email',
      viewer: viewerWith('ATTORNEY'),
      mocks: [detail, noConflicts, capture(UpdateContactDocument, sent, { data: {} })],
    });
    const email = await screen.findByLabelText('Primary Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('tab', { name: 'Phone Numbers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Phone' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The sub-tab shown holds a problem, so it stays; the other one holding one is marked.
    expect(await screen.findByText(EMPTY_PHONE_ROW)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAccessibleDescription('Has a field to fix');
    expect(screen.getByRole('tab', { name: 'Phone Numbers' })).toHaveAccessibleDescription('Has a field to fix');
    expect(screen.getByRole('tab', { name: 'Website' })).not.toHaveAccessibleDescription('Has a field to fix');
    await userEvent.click(screen.getByRole('tab', { name: 'Email' }));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('All changes saved')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('Address: an empty address is not added; the server’s message about a row shows on that row', async () => {
    const sent: unknown[] = [];
    renderScreen(<ContactDetailPage />, {
      path: '/contactsPage?id=c1&subTab=address',
      viewer: viewerWith('ATTORNEY'),
      mocks: [detail, noConflicts, capture(UpdateContactDocument, sent, refusedFields({ 'addresses.0.useOrgAddress': EMPTY_ADDRESS_ROW, 'addresses.0.zip': 'Use at most 20 characters (this has 21).' }))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Address' }));
    const adding = await screen.findByRole('dialog', { name: 'Add Address' });
    await userEvent.click(within(adding).getByRole('button', { name: 'Add Address' }));
    expect(within(adding).getByText("Enter the address, or tick Use organization's address.")).toBeInTheDocument();
    await userEvent.click(within(adding).getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByRole('table', { name: 'Addresses' })).getAllByRole('row')).toHaveLength(2);

    await userEvent.click(screen.getByRole('tab', { name: 'Other Detail' }));
    await userEvent.type(screen.getByLabelText('Occupation'), 'Nurse');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const row = await screen.findByRole('alert', { name: 'Address 1: to fix' });
    expect(row).toHaveTextContent(`${EMPTY_ADDRESS_ROW} Zip: Use at most 20 characters (this has 21).`);
    expect(screen.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
  });
});
