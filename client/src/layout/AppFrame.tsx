import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { AppShell, Progress } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Suspense, useContext, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { DrawnAhead } from '../lib/drawnAhead';
import { FIRM_STAFF } from '../lib/roles';
import { forgetViewer } from '../features/auth/session';
import { useViewer } from '../lib/viewer';
import { SearchLauncher } from '../features/search/SearchLauncher';
import { AccessChangesDocument, SessionEndedDocument, type Role } from '../gql/graphql';
import { useLiveEvents } from '../live/useLiveEvents';
import { useSubscriptionTask } from '../live/useSubscriptionTask';
import { NoAccessPage } from './NoAccessPage';
import { SideNav } from './SideNav';
import classes from './AppFrame.module.css';
import { TopBar } from './TopBar';

export interface RouteHandle {
  title: string;
  roles: readonly Role[];
  /** Also needs this of the signed-in user's permissions (their firm's Firm User Permissions). */
  permission?: 'seeBilling' | 'manageBilling' | 'exportLists' | 'manageUsers';
  /** The server draws this page, with the signed-in person's data, into the HTML it sends (prerender.tsx). */
  drawnAhead?: boolean;
}

function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}

/**
 * Returns every tab to sign-in when its session ends elsewhere (sign-out in another tab, expiry,
 * suspension); the sign-in page says why (see SIGNED_OUT_MESSAGES).
 */
function useSessionEndedRedirect(): void {
  const client = useApolloClient();
  useSubscriptionTask(SessionEndedDocument, {}, (data) => {
    if (data.sessionEnded.reason) forgetViewer(client, data.sessionEnded.reason);
  });
}

/**
 * Firm staff: when their role or their firm's permissions change, the open tab reads `me` and the
 * screen again (navigation, buttons and pages follow at once) and says so.
 */
function useAccessChanges(staff: boolean): void {
  const client = useApolloClient();
  useLiveEvents(
    AccessChangesDocument,
    (data) => data.accessChanges,
    (event) => {
      void client.refetchQueries({ include: 'active' });
      notifications.show({
        color: 'navy',
        title: 'Your access changed',
        message: event.change === 'ROLE' ? 'Your firm administrator changed your role. The page now shows what you may do.' : 'Your firm changed what each role may do. The page now shows what you may do.',
      });
    },
    undefined,
    !staff,
  );
}

/** Once the drawn page is the browser's, its queries fetch by their own policies again (see createApolloClient). */
function endCachePriority(client: ApolloClient): void {
  client.prioritizeCacheValues = false;
}

/**
 * A drawn page is the browser's once its page part has been taken over (hydrated last, after the
 * top bar with its keyboard shortcuts and the navigation): its queries (subscribed by then, their
 * effects run before this one's) fetch by their own policies again, and the page, inert until
 * now (main.tsx), answers. Nothing typed or tapped before is lost in a page not yet listening.
 */
function DrawnPageTakenOver() {
  const client = useApolloClient();
  useEffect(() => {
    endCachePriority(client);
    document.getElementById('root')?.removeAttribute('inert');
  }, [client]);
  return null;
}

/**
 * The frame of every signed-in page: top bar, 260 px side navigation, and the page. Each of the
 * three is its own Suspense boundary: React takes over a page the server drew one part at a time
 * (each hydrated and committed on its own, effects included), in shorter tasks than the whole.
 */
export function AppFrame() {
  const viewer = useViewer();
  const [navOpened, nav] = useDisclosure(false);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // On a phone the side navigation is off screen until opened: it is rendered the first time it is
  // opened rather than with the page, which leaves the page's first render a third smaller. The
  // messages and AI chat pages keep theirs: there it lists the conversations and follows them live.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [navUsed, setNavUsed] = useState(false);
  if (navOpened && !navUsed) setNavUsed(true);
  // A page the server drew has its navigation drawn (the server cannot know the screen's width).
  const drawnAhead = useContext(DrawnAhead);
  const renderNav = drawnAhead || !phone || navUsed || pathname.startsWith('/message') || pathname.startsWith('/ai-chat');
  const handle = useRouteHandle();
  useSessionEndedRedirect();
  useAccessChanges(FIRM_STAFF.includes(viewer.role));

  useEffect(() => {
    document.title = handle ? `${handle.title} · Matterhorn` : 'Matterhorn';
  }, [handle]);

  const allowed = !handle || (handle.roles.includes(viewer.role) && (!handle.permission || viewer.permissions?.[handle.permission] !== false));

  return (
    <AppShell
      className={classes.frame}
      layout="alt"
      header={{ height: 72 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="xl"
    >
      <AppShell.Header>
        {navigation.state === 'loading' && (
          <Progress value={100} animated size={3} radius={0} pos="absolute" top={0} left={0} right={0} aria-label="Loading page" />
        )}
        <Suspense>
          <TopBar navOpened={navOpened} onToggleNav={nav.toggle} />
        </Suspense>
      </AppShell.Header>
      <AppShell.Navbar>
        <Suspense>{renderNav && <SideNav onNavigate={nav.close} />}</Suspense>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Suspense>
          {allowed ? <Outlet /> : <NoAccessPage />}
          <DrawnPageTakenOver />
        </Suspense>
      </AppShell.Main>
      {FIRM_STAFF.includes(viewer.role) && <SearchLauncher />}
    </AppShell>
  );
}
