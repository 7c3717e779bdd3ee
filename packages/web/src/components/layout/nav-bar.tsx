import { useState } from 'react';
import { IconHome, IconMenu2, IconX } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { paths, showsSearch } from '../../config/paths';
import { Button, ButtonLink } from '../base/button';
import layout from '../base/layout.module.css';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { SearchBox } from './search-box';
import classes from './nav-bar.module.css';

export function NavBar() {
  const { pathname } = useLocation();
  const [menuOpened, setMenuOpened] = useState(false);
  const withSearch = showsSearch(pathname);

  return (
    <header className={classes.header}>
      {/* One search box for every width: it sits between logo and links on a wide screen and
          drops to its own row on a phone. */}
      <div className={`${layout.container} ${classes.bar}`}>
        <div className={classes.logo}>
          <Logo />
        </div>
        {withSearch ? (
          <div className={classes.search}>
            <SearchBox />
          </div>
        ) : null}
        <nav aria-label="Main" className={classes.links}>
          <ButtonLink
            to={paths.home}
            variant="subtle"
            tone="dark"
            leftSection={<IconHome size={18} aria-hidden />}
            className={classes.wide}
          >
            Home
          </ButtonLink>
          <CartLink />
          <div className={classes.wide}>
            <AccountMenu />
          </div>
          <Button
            variant="subtle"
            tone="dark"
            round
            className={classes.narrow}
            onClick={() => setMenuOpened((opened) => !opened)}
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
          >
            {menuOpened ? <IconX size={20} aria-hidden /> : <IconMenu2 size={20} aria-hidden />}
          </Button>
        </nav>
      </div>
      <MobileMenu opened={menuOpened} onClose={() => setMenuOpened(false)} />
    </header>
  );
}
