import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHome } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths, showsSearch } from '../../config/paths';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { SearchBox } from './search-box';
import classes from './nav-bar.module.css';

export function NavBar() {
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const withSearch = showsSearch(pathname);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Logo />
          {withSearch ? (
            <Box visibleFrom="sm" className={classes.search}>
              <SearchBox />
            </Box>
          ) : null}
          <Group component="nav" aria-label="Main" gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to={paths.home}
              variant="subtle"
              color="dark"
              leftSection={<IconHome size={18} aria-hidden />}
              visibleFrom="sm"
            >
              Home
            </Button>
            <CartLink />
            <Box visibleFrom="sm">
              <AccountMenu />
            </Box>
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            />
          </Group>
        </Group>
        {withSearch ? (
          <Box hiddenFrom="sm" mt="sm">
            <SearchBox />
          </Box>
        ) : null}
      </Container>
      <MobileMenu opened={menuOpened} onClose={menu.close} />
    </Box>
  );
}
