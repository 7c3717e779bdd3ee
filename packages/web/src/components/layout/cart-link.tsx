import { ActionIcon, Tooltip } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';

/** The cart needs a login, so a visitor is taken to sign in first (spec §2). */
export function CartLink() {
  const { isLoggedIn } = useSession();
  return (
    <Tooltip label="Cart" openDelay={400}>
      <ActionIcon
        component={Link}
        to={isLoggedIn ? paths.cart : paths.login}
        variant="subtle"
        color="dark"
        size="lg"
        radius="xl"
        aria-label="Cart"
      >
        <IconShoppingCart size={22} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
