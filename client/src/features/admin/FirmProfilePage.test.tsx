import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirmProfileDocument, UpdateFirmProfileDocument } from '../../gql/graphql';
import { refusedFields } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { FirmProfilePage } from './FirmProfilePage';

const firm = (overrides = {}) => ({
  __typename: 'Firm' as const,
  id: 'firm-1',
  name: 'Summit Injury Law LLP',
  address: '100 Congress Ave\nAustin, TX 78701',
  remitTo: null,
  paymentInstructions: null,
  ledesId: null,
  timeZone: 'America/Chicago',
  timeZoneIsServerDefault: true,
  version: 4,
  ...overrides,
});
const profile = { request: { query: FirmProfileDocument }, result: { data: { me: { __typename: 'User' as const, id: 'user-1', firm: firm() }, aiModel: null } } };

describe('FirmProfilePage', () => {
  it('shows what the invoices print, carries the server limits, and saves with the version seen', async () => {
    const sent: unknown[] = [];
    renderScreen(<FirmProfilePage />, {
      path: '/settings/firm',
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [
        profile,
        {
          request: { query: UpdateFirmProfileDocument, variables: (variables: { input: unknown }) => (sent.push(variables.input), true) },
          result: { data: { updateFirmProfile: firm({ paymentInstructions: 'Checks payable to Summit Injury Law LLP', version: 5 }) } },
        },
      ],
    });
    const address = await screen.findByRole('textbox', { name: /^Address/ });
    // How to connect an AI service is said here, to firm admins (never in a chat reply).
    expect(screen.getByRole('region', { name: 'AI assistant' })).toHaveTextContent(/built-in assistant.*AI_PROVIDER=openai/);
    expect(address).toHaveValue('100 Congress Ave\nAustin, TX 78701');
    expect(address).toHaveAttribute('maxlength', '500');
    const instructions = screen.getByRole('textbox', { name: /^Payment instructions/ });
    expect(instructions).toHaveAttribute('maxlength', '2000');
    await userEvent.type(instructions, 'Checks payable to Summit Injury Law LLP');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(sent).toEqual([{ version: 4, address: '100 Congress Ave\nAustin, TX 78701', remitTo: '', paymentInstructions: 'Checks payable to Summit Injury Law LLP', timeZone: null, ledesId: null }]));
    // Saved: the form starts again from the server's answer (its new version), nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled());
    expect(screen.getByRole('textbox', { name: /^Payment instructions/ })).toHaveValue('Checks payable to Summit Injury Law LLP');
  });

  it("chooses the firm's time zone (until then the server's is shown as the default) and saves it", async () => {
    const sent: Array<{ timeZone?: string | null }> = [];
    renderScreen(<FirmProfilePage />, {
      path: '/settings/firm',
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [
        profile,
        {
          request: { query: UpdateFirmProfileDocument, variables: (variables: { input: { timeZone?: string | null } }) => (sent.push(variables.input), true) },
          result: { data: { updateFirmProfile: firm({ timeZone: 'America/New_York', timeZoneIsServerDefault: false, version: 5 }) } },
        },
      ],
    });
    const zone = await screen.findByRole('combobox', { name: /^Time zone/ });
    expect(zone).toHaveValue('');
    expect(zone).toHaveAttribute('placeholder', "Not chosen: the server's, America/Chicago");
    await userEvent.type(zone, 'New Yo');
    await userEvent.click(await screen.findByRole('option', { name: 'America/New York' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(sent[0]?.timeZone).toBe('America/New_York'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Time zone/ })).toHaveValue('America/New York'));
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled();
  });

  it("sets the firm's LEDES id (the invoice files' LAW_FIRM_ID), trimmed, and shows the server's refusal at it", async () => {
    const sent: Array<{ ledesId?: string | null }> = [];
    renderScreen(<FirmProfilePage />, {
      path: '/settings/firm',
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [
        profile,
        {
          request: { query: UpdateFirmProfileDocument, variables: (variables: { input: { ledesId?: string | null } }) => (sent.push(variables.input), true) },
          result: refusedFields({ ledesId: 'Use letters, digits, spaces and - . / _ only.' }),
        },
      ],
    });
    const id = await screen.findByRole('textbox', { name: /^LEDES firm ID/ });
    expect(id).toHaveAttribute('maxlength', '20');
    await userEvent.type(id, ' 74-1234567# ');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(sent[0]?.ledesId).toBe('74-1234567#'));
    expect(await screen.findByText('Use letters, digits, spaces and - . / _ only.')).toBeInTheDocument();
  });

  it("shows the server's refusal on its field", async () => {
    renderScreen(<FirmProfilePage />, {
      path: '/settings/firm',
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [profile, { request: { query: UpdateFirmProfileDocument, variables: () => true }, result: refusedFields({ remitTo: 'Use at most 500 characters (this has 501).' }) }],
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Remit payment to/ }), 'PO Box 1');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Use at most 500 characters (this has 501).')).toBeInTheDocument();
  });
});
