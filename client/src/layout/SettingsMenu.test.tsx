import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignOutDocument } from '../gql/graphql';
import { renderScreen, viewerWith } from '../test/render';
import { SettingsMenu } from './SettingsMenu';

const items = ['My Profile & Info', 'Add Firm User', 'Firm Profile', 'Firm User Permissions', 'Select Lists', 'Workflow Templates', 'Fee Agreement', 'Templates', 'Deadline Rules', 'Log Out'];

describe('the Settings popup', () => {
  it('opens with its entries and closes again on a second click', async () => {
    renderScreen(<SettingsMenu />, { viewer: viewerWith('FIRM_ADMIN') });
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(items);
    // The popup is set up on the first click (ui/LazyMenu.tsx): the button is a new one now.
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await waitFor(() => expect(screen.queryByRole('menuitem')).not.toBeInTheDocument());
  });

  it('lets only firm admins manage firm users', async () => {
    renderScreen(<SettingsMenu />, { viewer: viewerWith('PARALEGAL') });
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const entries = await screen.findAllByRole('menuitem');
    const byName = (name: string) => entries.find((entry) => entry.textContent?.startsWith(name));
    expect(byName('Add Firm User')).toBeDisabled();
    expect(byName('Firm User Permissions')).toBeDisabled();
    expect(byName('Select Lists')).toBeDisabled();
    expect(byName('Workflow Templates')).toBeDisabled();
    expect(byName('Fee Agreement')).toBeDisabled();
    expect(byName('Templates')).toBeDisabled();
    expect(byName('Templates')).toHaveTextContent('Admin');
    expect(byName('My Profile & Info')).toBeEnabled();
    expect(byName('Log Out')).toBeEnabled();
  });

  it('sends a firm admin to the Roles page from Add Firm User', async () => {
    const { router } = renderScreen(<SettingsMenu />, { viewer: viewerWith('FIRM_ADMIN') });
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add Firm User' }));
    expect(router.state.location.pathname).toBe('/roles');
    // With the Add Firm User dialog open.
    expect(router.state.location.search).toBe('?add=1');
  });

  it('sends a firm admin to Firm User Permissions', async () => {
    const { router } = renderScreen(<SettingsMenu />, { viewer: viewerWith('FIRM_ADMIN') });
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Firm User Permissions' }));
    expect(router.state.location.pathname).toBe('/settings/permissions');
  });

  it('sends a firm admin to the Workflow Templates screen', async () => {
    const { router } = renderScreen(<SettingsMenu />, { viewer: viewerWith('FIRM_ADMIN') });
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Workflow Templates' }));
    expect(router.state.location.pathname).toBe('/settings/workflows');
  });

  it('sends a firm admin to the firm’s Fee Agreement', async () => {
    const { router } = renderScreen(<SettingsMenu />, { viewer: viewerWith('FIRM_ADMIN') });
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Fee Agreement' }));
    expect(router.state.location.pathname).toBe('/settings/fee-agreement');
  });

  it('sends a firm admin to the letter Templates', async () => {
    const { router } = renderScreen(<SettingsMenu />, { viewer: viewerWith('FIRM_ADMIN') });
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Templates' }));
    expect(router.state.location.pathname).toBe('/settings/templates');
  });

  it('shows the signed-in user in My Profile & Info', async () => {
    renderScreen(<SettingsMenu />, { viewer: viewerWith('ATTORNEY', { phone: '(555) 010-0102' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'My Profile & Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'My Profile & Info' });
    expect(dialog).toHaveTextContent('Jordan Reyes');
    expect(dialog).toHaveTextContent('Attorney · Summit Injury Law LLP');
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveValue('(555) 010-0102');
  });

  it('Log Out ends the server session and returns to sign-in', async () => {
    let signedOut = false;
    const { router } = renderScreen(<SettingsMenu />, {
      path: '/tasks',
      viewer: viewerWith('STAFF'),
      routes: [{ path: '/signin', element: <p>Sign-in page</p> }],
      mocks: [
        {
          request: { query: SignOutDocument },
          result: () => {
            signedOut = true;
            return { data: { logout: true } };
          },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(signedOut).toBe(true);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});
