import { Box, Group, NavLink, ScrollArea, Text, ThemeIcon } from '@mantine/core';
import {
  IconAddressBook,
  IconBell,
  IconBriefcase,
  IconBuildingBank,
  IconCalendarEvent,
  IconChecklist,
  IconClipboardText,
  IconFileInvoice,
  IconFolder,
  IconGavel,
  IconHome,
  IconMessageCircle,
  IconMountain,
  IconScale,
  IconSparkles,
  IconUserCheck,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useViewer } from '../lib/viewer';
import { AiChatPanel } from '../features/ai-chat/AiChatPanel';
import { MessagesPanel } from '../features/messages/MessagesPanel';
import { activeNavItem, navItemsFor } from './navigation';
import { SettingsMenu } from './SettingsMenu';
import classes from './SideNav.module.css';

const ICONS: Record<string, Icon> = {
  '/': IconHome,
  '/intakeWizard': IconClipboardText,
  '/caseBrowse': IconBriefcase,
  '/contactlist': IconAddressBook,
  '/officeCalendar': IconCalendarEvent,
  '/tasks': IconChecklist,
  '/contacts': IconUsers,
  '/ai-chat': IconSparkles,
  '/message': IconMessageCircle,
  '/notifications': IconBell,
  '/document': IconFolder,
  '/firms': IconBuildingBank,
  '/attorneys': IconGavel,
  '/paralegals': IconUserCheck,
  '/invoice': IconFileInvoice,
  '/trust': IconScale,
};

export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const items = navItemsFor(viewer);
  const active = activeNavItem(pathname, items);

  return (
    <Box className={classes.nav} component="nav" aria-label="Main">
      <Group gap={10} className={classes.brand}>
        <ThemeIcon size={34} radius="md" variant="filled">
          <IconMountain size={20} stroke={1.9} />
        </ThemeIcon>
        <Text fw={700} fz={19}>
          Matterhorn
        </Text>
      </Group>
      {pathname.startsWith('/message') ? (
        <Box className={classes.links} style={{ minHeight: 0 }}>
          <MessagesPanel onNavigate={onNavigate} />
        </Box>
      ) : pathname.startsWith('/ai-chat') ? (
        <Box className={classes.links} style={{ minHeight: 0 }}>
          <AiChatPanel onNavigate={onNavigate} />
        </Box>
      ) : (
      <ScrollArea className={classes.links}>
        {items.map((item) => {
          const Icon = ICONS[item.path] ?? IconHome;
          const isActive = item === active;
          return (
            <NavLink
              key={item.path}
              component={Link}
              to={item.path}
              label={item.label}
              leftSection={<Icon size={20} stroke={1.7} />}
              active={isActive}
              aria-current={isActive ? 'page' : undefined}
              classNames={{ root: classes.link, label: classes.label }}
              onClick={onNavigate}
            />
          );
        })}
      </ScrollArea>
      )}
      <Box className={classes.footer}>
        <SettingsMenu />
      </Box>
    </Box>
  );
}
