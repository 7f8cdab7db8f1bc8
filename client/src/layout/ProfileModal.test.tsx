import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordDocument, UpdateMyProfileDocument } from '../gql/graphql';
import { renderScreen, viewerWith } from '../test/render';
import { ProfileModal } from './ProfileModal';

describe('My Profile & Info', () => {
  it('saves my name and phone with my version', async () => {
    let sent: unknown;
    const viewer = viewerWith('PARALEGAL', { phone: '555-0100', version: 4 });
    const onClose = jest.fn();
    renderScreen(<ProfileModal opened onClose={onClose} />, {
      viewer,
      mocks: [
        {
          request: { query: UpdateMyProfileDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent = variables;
            return { data: { updateMyProfile: { ...viewer, firstName: 'Jo', fullName: 'Jo Reyes', version: 5 } } };
          },
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'My Profile & Info' });
    const first = within(dialog).getByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('Jordan');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Change picture' })).toBeInTheDocument();
    await userEvent.clear(first);
    await userEvent.type(first, 'Jo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(sent).toEqual({ input: { version: 4, firstName: 'Jo', lastName: 'Reyes', phone: '555-0100' } });
  });

  it('asks before closing with something typed and not saved', async () => {
    const onClose = jest.fn();
    renderScreen(<ProfileModal opened onClose={onClose} />, { viewer: viewerWith('ATTORNEY') });
    const dialog = await screen.findByRole('dialog', { name: 'My Profile & Info' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '555-0199');
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Leave' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('needs the current password; a wrong one is shown at its field', async () => {
    renderScreen(<ProfileModal opened onClose={() => {}} />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        {
          request: { query: ChangePasswordDocument, variables: { input: { currentPassword: 'not it at all', newPassword: 'a brand new password' } } },
          result: {
            errors: [
              {
                message: 'This is not your current password.',
                extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'currentPassword', messages: ['This is not your current password.'] }] },
              },
            ],
          },
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'My Profile & Info' });
    const change = within(dialog).getByRole('button', { name: 'Change password' });
    await userEvent.click(change);
    expect(await within(dialog).findByText('Enter your current password.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Current password'), 'not it at all');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'short');
    await userEvent.click(change);
    expect(await within(dialog).findByText('Use at least 12 characters.')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('New password'));
    await userEvent.type(within(dialog).getByLabelText('New password'), 'a brand new password');
    await userEvent.type(within(dialog).getByLabelText('Repeat the new password'), 'a brand new password');
    await userEvent.click(change);
    expect(await within(dialog).findByText('This is not your current password.')).toBeInTheDocument();
  });
});
