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
      {/* One search box for every width: it sits between logo and links on a wide screen and
          drops to its own row on a phone. */}
      <Container size="xl" py="sm" className={classes.bar}>
        <Box className={classes.logo}>
          <Logo />
        </Box>
        {withSearch ? (
          <Box className={classes.search}>
            <SearchBox />
          </Box>
        ) : null}
        <Group component="nav" aria-label="Main" gap="xs" wrap="nowrap" className={classes.links}>
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
      </Container>
      <MobileMenu opened={menuOpened} onClose={menu.close} />
    </Box>
  );
}
