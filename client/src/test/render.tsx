import { browserTimeZone } from '../lib/timeZones';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { createCache } from '../lib/cache';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { noteLiveCursor } from '../live/liveCursor';
import { ViewerProvider } from '../lib/viewer';
import type { Role, ViewerFieldsFragment } from '../gql/graphql';
import { theme } from '../theme';

export function viewerWith(role: Role, overrides: Partial<ViewerFieldsFragment> = {}): ViewerFieldsFragment {
  return {
    __typename: 'User',
    id: 'user-1',
    firstName: 'Jordan',
    lastName: 'Reyes',
    fullName: 'Jordan Reyes',
    email: 'jordan@example.com',
    phone: null,
    avatarUrl: null,
    role,
    // The firm's zone is the test's own: the screens' zone note stays silent unless a test asks for it.
    firm: role === 'PLATFORM_ADMIN' ? null : { __typename: 'Firm', id: 'firm-1', name: 'Summit Injury Law LLP', timeZone: browserTimeZone() },
    version: 1,
    // The defaults of a firm that never changed its Firm User Permissions.
    permissions: {
      __typename: 'ViewerPermissions',
      seeBilling: ['FIRM_ADMIN', 'ATTORNEY', 'PARALEGAL'].includes(role),
      manageBilling: ['FIRM_ADMIN', 'ATTORNEY'].includes(role),
      exportLists: ['FIRM_ADMIN', 'ATTORNEY', 'PARALEGAL', 'STAFF'].includes(role),
      manageUsers: role === 'FIRM_ADMIN',
    },
    ...overrides,
  };
}

interface RenderOptions {
  /** The address the memory router starts at. */
  path?: string;
  mocks?: MockedProviderProps['mocks'];
  /** Signed-in user; omit for screens outside the signed-in frame. */
  viewer?: ViewerFieldsFragment;
  /** Extra routes next to the one under test (e.g. the sign-in page a test expects to reach). */
  routes?: RouteObject[];
  /**
   * The event cursor the server's answers have mentioned (mocked answers carry none), from which
   * live lists subscribe: `TEST_LIVE_CURSOR` by default; null: no answer has mentioned one yet.
   */
  liveCursor?: string | null;
}

/** The cursor a screen's live lists subscribe from in these tests (`after` of their event mocks). */
export const TEST_LIVE_CURSOR = '0';

/** Renders a screen the way the app does: Mantine, Apollo (mocked), a router and the viewer. */
export function renderScreen(ui: ReactElement, { path = '/', mocks = [], viewer, routes = [], liveCursor = TEST_LIVE_CURSOR }: RenderOptions = {}) {
  if (liveCursor !== null) noteLiveCursor(liveCursor);
  const element = viewer ? <ViewerProvider viewer={viewer}>{ui}</ViewerProvider> : ui;
  const router = createMemoryRouter([{ path: '*', element }, ...routes], { initialEntries: [path] });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <MockedProvider mocks={mocks} cache={createCache()}>
        <RouterProvider router={router} />
      </MockedProvider>
    </MantineProvider>,
  );
  return { ...result, router };
}
