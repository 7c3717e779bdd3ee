import { Divider, Drawer, NavLink, Stack } from '@mantine/core';
import {
  IconHome,
  IconInfoCircle,
  IconLogin,
  IconLogout,
  IconPackage,
  IconShoppingCart,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { brand, messages } from '@shop/shared';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useSignOut } from './use-sign-out';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
}

/** The phone layout's menu: the same choices as the desktop bar, as a list. */
export function MobileMenu({ opened, onClose }: MobileMenuProps) {
  const { user } = useSession();
  const signOut = useSignOut();

  const link = (to: string, label: string, icon: React.ReactNode) => (
    <NavLink component={Link} to={to} label={label} leftSection={icon} onClick={onClose} />
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={brand.name}
      position="right"
      size="80%"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap={2}>
        {link(paths.home, 'Home', <IconHome size={18} />)}
        {link(user ? paths.cart : paths.login, 'Cart', <IconShoppingCart size={18} />)}
        <Divider my="xs" />
        {user ? (
          <>
            {link(paths.account, 'Account', <IconUser size={18} />)}
            {link(paths.orders, 'Orders', <IconPackage size={18} />)}
            <NavLink
              component="button"
              label="Logout"
              c="red"
              leftSection={<IconLogout size={18} />}
              onClick={() => {
                onClose();
                void signOut();
              }}
            />
          </>
        ) : (
          <>
            {link(paths.login, 'Login', <IconLogin size={18} />)}
            {link(paths.signUp, messages.labels.register, <IconUserPlus size={18} />)}
          </>
        )}
        <Divider my="xs" />
        {link(paths.aboutUs, 'About us', <IconInfoCircle size={18} />)}
      </Stack>
    </Drawer>
  );
}
