import { Avatar, Burger, Button, Group, Menu, Text } from '@mantine/core';
import {
  IconBriefcase,
  IconCalendarPlus,
  IconChevronDown,
  IconFileInvoice,
  IconPlus,
  IconSquareCheck,
  IconUpload,
  IconUserPlus,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { canManageBilling, FIRM_STAFF, ROLE_LABELS } from '../lib/roles';
import { initialsOf, useViewer } from '../lib/viewer';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { localTimeFormat } from '../lib/localTime';
import { HoverTooltip } from '../ui/HoverTooltip';
import { LazyMenu } from '../ui/LazyMenu';
import classes from './TopBar.module.css';

const today = localTimeFormat({ weekday: 'long', month: 'long', day: 'numeric' });

export function TopBar({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const isFirmStaff = FIRM_STAFF.includes(viewer.role);
  const canBill = canManageBilling(viewer);

  return (
    <Group h="100%" px={{ base: 'sm', xs: 'lg' }} justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
        <div>
          <Text fw={650} fz="lg" lh={1.2}>
            Welcome, {viewer.firstName}
          </Text>
          <Text c="dimmed" fz="xs" visibleFrom="xs">
            {today.format(new Date())}
            {viewer.firm ? ` · ${viewer.firm.name}` : ''}
          </Text>
        </div>
      </Group>

      <Group gap="md" wrap="nowrap">
        {isFirmStaff && (
          <LazyMenu
            position="bottom-end"
            width={220}
            shadow="md"
            target={
              <Button
                aria-label="Create New"
                classNames={{ root: classes.createNew, label: classes.createNewLabel, section: classes.createNewSection }}
                leftSection={<IconPlus size={18} />}
                rightSection={<IconChevronDown size={16} />}
              >
                Create New
              </Button>
            }
          >
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconBriefcase size={16} />} onClick={() => navigate('/intakeWizard')}>
                New Case
              </Menu.Item>
              <Menu.Item leftSection={<IconSquareCheck size={16} />} onClick={() => navigate('/tasks')}>
                New Task
              </Menu.Item>
              <Menu.Item leftSection={<IconCalendarPlus size={16} />} onClick={() => navigate('/officeCalendar')}>
                New Event
              </Menu.Item>
              <Menu.Item leftSection={<IconUserPlus size={16} />} onClick={() => navigate('/contacts')}>
                New Contact
              </Menu.Item>
              {canBill && (
                <Menu.Item leftSection={<IconFileInvoice size={16} />} onClick={() => navigate('/invoice?create=1')}>
                  Create Invoice
                </Menu.Item>
              )}
              <Menu.Item leftSection={<IconUpload size={16} />} onClick={() => navigate('/document?upload=1')}>
                Upload Document
              </Menu.Item>
            </Menu.Dropdown>
          </LazyMenu>
        )}
        {isFirmStaff && <NotificationBell />}
        <HoverTooltip label={`${viewer.fullName} · ${ROLE_LABELS[viewer.role]}`}>
          <Avatar src={viewer.avatarUrl} color="navy" radius="xl" size={40} alt={viewer.fullName}>
            {initialsOf(viewer)}
          </Avatar>
        </HoverTooltip>
      </Group>
    </Group>
  );
}
