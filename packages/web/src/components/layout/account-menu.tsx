import { messages } from '@shop/shared';
import { Button, Menu } from '@mantine/core';
import {
  IconChevronDown,
  IconLogin,
  IconLogout,
  IconPackage,
  IconUser,
  IconUserCircle,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useSignOut } from './use-sign-out';

/** Opens on hover or click; the short close delay lets the pointer travel into the menu. */
export const ACCOUNT_MENU_CLOSE_DELAY_MS = 300;

export function AccountMenu() {
  const { user } = useSession();
  const signOut = useSignOut();
  const shown = user?.first_name || 'Account';

  return (
    <Menu
      trigger="click-hover"
      openDelay={50}
      closeDelay={ACCOUNT_MENU_CLOSE_DELAY_MS}
      position="bottom-end"
      shadow="md"
      width={200}
      withArrow
    >
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          leftSection={<IconUserCircle size={20} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          // The name starts with what the button shows, so speech users can say what they see.
          aria-label={`${shown}, ${messages.labels.accountMenu}`}
        >
          {shown}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {user ? (
          <>
            <Menu.Label>{user.email}</Menu.Label>
            <Menu.Item component={Link} to={paths.account} leftSection={<IconUser size={16} />}>
              Account
            </Menu.Item>
            <Menu.Item component={Link} to={paths.orders} leftSection={<IconPackage size={16} />}>
              Orders
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconLogout size={16} />}
              onClick={() => void signOut()}
            >
              Logout
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} to={paths.login} leftSection={<IconLogin size={16} />}>
              Login
            </Menu.Item>
            <Menu.Item component={Link} to={paths.signUp} leftSection={<IconUserPlus size={16} />}>
              {messages.labels.register}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
