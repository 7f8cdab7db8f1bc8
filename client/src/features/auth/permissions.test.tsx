import { screen } from '@testing-library/react';
import { CaseBrowsePage } from '../cases/CaseBrowsePage';
import { ContactListPage } from '../contacts/ContactListPage';
import { renderScreen, viewerWith } from '../../test/render';
import { canExportLists, canManageBilling, canSeeBilling } from '../../lib/roles';

const staff = (exportLists: boolean, seeBilling = false) =>
  viewerWith('STAFF', { permissions: { __typename: 'ViewerPermissions', seeBilling, manageBilling: false, exportLists, manageUsers: false } });

describe("the firm's permissions on the screens", () => {
  it('follows what the server says for the signed-in user', () => {
    expect(canSeeBilling(staff(true, true))).toBe(true);
    expect(canSeeBilling(viewerWith('PARALEGAL', { permissions: { ...viewerWith('PARALEGAL').permissions!, seeBilling: false } }))).toBe(false);
    expect(canManageBilling(viewerWith('ATTORNEY', { permissions: { ...viewerWith('ATTORNEY').permissions!, manageBilling: false } }))).toBe(false);
    expect(canExportLists(staff(false))).toBe(false);
  });

  it.each([
    ['case list', <CaseBrowsePage key="cases" />, '/caseBrowse'],
    ['contact list', <ContactListPage key="contacts" />, '/contactlist'],
  ])('hides Export on the %s when the firm keeps staff from exporting', async (_name, page, path) => {
    const first = renderScreen(page, { path, viewer: staff(true) });
    expect(await screen.findByRole('link', { name: /Export/ })).toBeInTheDocument();
    first.unmount();
    renderScreen(page, { path, viewer: staff(false) });
    await screen.findByRole('heading', { level: 2 });
    expect(screen.queryByRole('link', { name: /Export/ })).not.toBeInTheDocument();
  });
});
