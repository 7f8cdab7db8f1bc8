import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirmPermissionsDocument, UpdateFirmPermissionsDocument } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { PermissionsPage } from './PermissionsPage';

const saved = {
  __typename: 'FirmRolePermissions' as const,
  paralegalsSeeBilling: true,
  staffSeeBilling: false,
  attorneysManageBilling: true,
  staffExportLists: true,
  version: 0,
};

describe('Firm User Permissions', () => {
  it("shows the firm's choices and saves a change with the version seen", async () => {
    let sent: unknown;
    renderScreen(<PermissionsPage />, {
      path: '/settings/permissions',
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [
        { request: { query: FirmPermissionsDocument }, result: { data: { firmPermissions: saved } } },
        {
          request: { query: UpdateFirmPermissionsDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent = variables;
            return { data: { updateFirmPermissions: { ...saved, paralegalsSeeBilling: false, version: 1 } } };
          },
        },
      ],
    });
    const paralegals = await screen.findByRole('switch', { name: /^Paralegals may see billing/ });
    expect(paralegals).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Staff may see billing/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /^Attorneys may manage billing/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Staff may export case and contact lists/ })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save permissions' });
    expect(save).toBeDisabled();

    await userEvent.click(paralegals);
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() =>
      expect(sent).toEqual({
        input: { version: 0, paralegalsSeeBilling: false, staffSeeBilling: false, attorneysManageBilling: true, staffExportLists: true },
      }),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Paralegals may see billing/ })).not.toBeChecked());
    expect(screen.getByRole('button', { name: 'Save permissions' })).toBeDisabled();
  });

  it('asks before leaving with a change not saved', async () => {
    const { router } = renderScreen(<PermissionsPage />, {
      path: '/settings/permissions',
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [{ request: { query: FirmPermissionsDocument }, result: { data: { firmPermissions: saved } } }],
      routes: [{ path: '/roles', element: <p>Roles</p> }],
    });
    await userEvent.click(await screen.findByRole('switch', { name: /^Staff may see billing/ }));
    await act(() => router.navigate('/roles'));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(router.state.location.pathname).toBe('/settings/permissions');
    await userEvent.click(within(question).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Roles')).toBeInTheDocument();
  });

  it('says so when another admin saved in between', async () => {
    renderScreen(<PermissionsPage />, {
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [
        { request: { query: FirmPermissionsDocument }, result: { data: { firmPermissions: saved } } },
        {
          request: { query: UpdateFirmPermissionsDocument, variables: () => true },
          result: { errors: [{ message: 'Another administrator changed these permissions. Reload to see their choices.', extensions: { code: 'CONFLICT' } }] },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('switch', { name: /^Staff may see billing/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another administrator changed these permissions. Reload to see their choices.');
  });
});
