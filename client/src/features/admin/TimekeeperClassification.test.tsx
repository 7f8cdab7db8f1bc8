import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddFirmUserDocument, UpdateFirmUserDocument, type RoleUserFieldsFragment } from '../../gql/graphql';
import { capture } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { FirmUserModal } from './FirmUserModal';

const dana: RoleUserFieldsFragment = {
  __typename: 'User',
  id: 'u-dana',
  firstName: 'Dana',
  lastName: 'Whitfield',
  fullName: 'Dana Whitfield',
  email: 'dana@summit.example',
  phone: null,
  avatarUrl: null,
  role: 'ATTORNEY',
  status: 'ACTIVE',
  invitationPending: false,
  timekeeperClassification: null,
  version: 4,
};

const open = (user: RoleUserFieldsFragment | null, sent: unknown[]) =>
  renderScreen(<FirmUserModal opened user={user} onClose={() => {}} />, {
    viewer: viewerWith('FIRM_ADMIN'),
    mocks: [
      capture(UpdateFirmUserDocument, sent, { data: { updateFirmUser: { ...dana, timekeeperClassification: 'PT', version: 5 } } }),
      capture(AddFirmUserDocument, sent, {
        data: {
          addFirmUser: {
            __typename: 'AddedFirmUser',
            user: { ...dana, id: 'u-new', timekeeperClassification: 'OC', invitationPending: true, version: 1 },
            invitation: { __typename: 'IssuedInvitationLink', url: '/invitation?token=abc', expiresAt: '2030-01-08T10:00:00.000Z' },
          },
        },
      }),
    ],
  });

describe('Timekeeper classification (Roles, Edit / Add Firm User)', () => {
  it("shows the role's classification until one is chosen, and saves the one chosen", async () => {
    const sent: unknown[] = [];
    open(dana, sent);
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    const field = within(dialog).getByRole('combobox', { name: 'Timekeeper classification' });
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', 'From the role: Associate (AS)');
    // The placeholder follows the role being chosen.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paralegal' }));
    expect(field).toHaveAttribute('placeholder', 'From the role: Legal assistant (LA)');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Attorney' }));

    await userEvent.click(field);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Partner (PT)', 'Associate (AS)', 'Of counsel (OC)', 'Legal assistant (LA)', 'Other (OT)',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Partner (PT)' }));
    expect(field).toHaveValue('Partner (PT)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ id: 'u-dana', version: 4, firstName: 'Dana', lastName: 'Whitfield', phone: null, role: 'ATTORNEY', status: 'ACTIVE', timekeeperClassification: 'PT' });
  });

  it("clears a classification back to the role's", async () => {
    const sent: unknown[] = [];
    open({ ...dana, timekeeperClassification: 'OC' }, sent);
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    const field = within(dialog).getByRole('combobox', { name: 'Timekeeper classification' });
    expect(field).toHaveValue('Of counsel (OC)');
    await userEvent.click(within(dialog).getByRole('button', { name: "Use the role's classification" }));
    expect(field).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ id: 'u-dana', timekeeperClassification: null });
  });

  it('gives a person added with one their classification from the start', async () => {
    const sent: unknown[] = [];
    open(null, sent);
    const dialog = await screen.findByRole('dialog', { name: 'Add Firm User' });
    expect(within(dialog).getByRole('combobox', { name: 'Timekeeper classification' })).toHaveAttribute('placeholder', 'From the role: Legal assistant (LA)');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Omar');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Counsel');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'omar@summit.example');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Timekeeper classification' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Of counsel (OC)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ firstName: 'Omar', lastName: 'Counsel', email: 'omar@summit.example', role: 'PARALEGAL', timekeeperClassification: 'OC' });
  });
});
