import { Menu, UnstyledButton, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuilding, IconGavel, IconList, IconListCheck, IconLogout, IconReceipt2, IconSettings, IconShieldLock, IconTemplate, IconUserCircle, IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { useViewer } from '../lib/viewer';
import { SelectListsModal } from '../features/options/SelectListsModal';
import { ProfileModal } from './ProfileModal';
import { useSignOut } from './useSignOut';
import { LazyMenu } from '../ui/LazyMenu';
import classes from './SideNav.module.css';

/** The Settings entry at the bottom of the side navigation; its popup toggles open and closed. */
export function SettingsMenu() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [profileOpen, profile] = useDisclosure(false);
  const [listsOpen, lists] = useDisclosure(false);
  const isFirmAdmin = viewer.role === 'FIRM_ADMIN';
  const adminOnly = isFirmAdmin ? undefined : (
    <Text fz={10} c="dimmed" tt="uppercase" fw={600}>
      Admin
    </Text>
  );

  return (
    <>
      <LazyMenu
        position="top-start"
        width={236}
        shadow="md"
        withinPortal
        offset={6}
        target={
          <UnstyledButton className={classes.settings}>
            <Group gap="sm" wrap="nowrap">
              <IconSettings size={20} stroke={1.7} />
              <Text fz="sm" fw={500}>
                Settings
              </Text>
            </Group>
          </UnstyledButton>
        }
      >
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconUserCircle size={16} />} onClick={profile.open}>
            My Profile &amp; Info
          </Menu.Item>
          <Menu.Item
            leftSection={<IconUserPlus size={16} />}
            disabled={!isFirmAdmin}
            rightSection={adminOnly}
            onClick={() => navigate('/roles?add=1')}
          >
            Add Firm User
          </Menu.Item>
          <Menu.Item
            leftSection={<IconBuilding size={16} />}
            disabled={!isFirmAdmin}
            rightSection={adminOnly}
            onClick={() => navigate('/settings/firm')}
          >
            Firm Profile
          </Menu.Item>
          <Menu.Item
            leftSection={<IconShieldLock size={16} />}
            disabled={!isFirmAdmin}
            rightSection={adminOnly}
            onClick={() => navigate('/settings/permissions')}
          >
            Firm User Permissions
          </Menu.Item>
          <Menu.Item leftSection={<IconList size={16} />} disabled={!isFirmAdmin} rightSection={adminOnly} onClick={lists.open}>
            Select Lists
          </Menu.Item>
          <Menu.Item
            leftSection={<IconListCheck size={16} />}
            disabled={!isFirmAdmin}
            rightSection={adminOnly}
            onClick={() => navigate('/settings/workflows')}
          >
            Workflow Templates
          </Menu.Item>
          <Menu.Item
            leftSection={<IconReceipt2 size={16} />}
            disabled={!isFirmAdmin}
            rightSection={adminOnly}
            onClick={() => navigate('/settings/fee-agreement')}
          >
            Fee Agreement
          </Menu.Item>
          <Menu.Item
            leftSection={<IconTemplate size={16} />}
            disabled={!isFirmAdmin}
            rightSection={adminOnly}
            onClick={() => navigate('/settings/templates')}
          >
            Templates
          </Menu.Item>
          <Menu.Item leftSection={<IconGavel size={16} />} onClick={() => navigate('/settings/deadlines')}>
            Deadline Rules
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
            Log Out
          </Menu.Item>
        </Menu.Dropdown>
      </LazyMenu>
      <ProfileModal opened={profileOpen} onClose={profile.close} />
      {isFirmAdmin && <SelectListsModal opened={listsOpen} onClose={lists.close} />}
    </>
  );
}
