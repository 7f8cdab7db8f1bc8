import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, viewerWith } from '../test/render';
import { PAGE_ROUTES } from '../routes';
import { activeNavItem, FIRM_NAV_ITEMS, INVOICES_NAV_ITEM, navItemsFor, TRUST_NAV_ITEM } from './navigation';
import { SideNav } from './SideNav';

function activeLink() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');
}

describe('SideNav', () => {
  // On /message and /ai-chat the navigation gives way to their panels (tested below).
  it.each(PAGE_ROUTES.map((route) => route.path).filter((path) => path !== '/message' && path !== '/ai-chat'))('marks exactly one item active on %s', (path) => {
    renderScreen(<SideNav />, { path, viewer: viewerWith('ATTORNEY') });
    const active = activeLink();
    expect(active).toHaveLength(1);
    expect(active[0]).toHaveTextContent(activeNavItem(path, navItemsFor(viewerWith('ATTORNEY')))!.label);
  });

  it('shows the 11 items in order, each linking to its route, then Invoices and Trust Accounting for those who see billing and trust accounts', () => {
    const { unmount } = renderScreen(<SideNav />, { viewer: viewerWith('PARALEGAL') });
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [...FIRM_NAV_ITEMS, INVOICES_NAV_ITEM, TRUST_NAV_ITEM].map((item) => [item.label, item.path]),
    );
    unmount();
    renderScreen(<SideNav />, { viewer: viewerWith('STAFF') });
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link').map((link) => link.textContent)).toEqual(FIRM_NAV_ITEMS.map((item) => item.label));
  });

  it('highlights Invoices on /invoice, not Home', () => {
    renderScreen(<SideNav />, { path: '/invoice', viewer: viewerWith('FIRM_ADMIN') });
    expect(activeLink().map((link) => link.textContent)).toEqual(['Invoices']);
  });

  it('moves the highlight when an item is clicked', async () => {
    const { router } = renderScreen(<SideNav />, { path: '/', viewer: viewerWith('STAFF') });
    await userEvent.click(screen.getByRole('link', { name: 'Office Calendar' }));
    expect(router.state.location.pathname).toBe('/officeCalendar');
    expect(activeLink()[0]).toHaveTextContent('Office Calendar');
  });

  it('gives the platform admin the back office and a client only their messages', () => {
    const { unmount } = renderScreen(<SideNav />, { viewer: viewerWith('PLATFORM_ADMIN') });
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Home', 'Firms', 'Attorneys', 'Paralegals']);
    unmount();
    renderScreen(<SideNav />, { path: '/', viewer: viewerWith('CLIENT') });
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Message']);
  });

  it('turns into Go Back, Search Contacts and Direct Messages on /message', () => {
    renderScreen(<SideNav />, { path: '/message', viewer: viewerWith('ATTORNEY') });
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search Contacts')).toBeInTheDocument();
    expect(screen.getByText('Direct Messages')).toBeInTheDocument();
  });

  it('turns into Go Back, New Chat and CHAT HISTORY on /ai-chat', () => {
    renderScreen(<SideNav />, { path: '/ai-chat', viewer: viewerWith('ATTORNEY') });
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Chat' })).toBeInTheDocument();
    expect(screen.getByText('CHAT HISTORY')).toBeInTheDocument();
  });
});
