import { useEffect, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { messages } from '@shop/shared';
import { useAddRememberedAfterLogin } from '../../api/pending-cart-add';
import { enterPage } from '../ui/flash';
import { AdminNav } from './admin-nav';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import classes from './app-layout.module.css';

const MAIN_CONTENT_ID = 'main-content';

/** Moves focus itself, so the address keeps no `#fragment` for the router to act on. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** Every screen sits between the navigation bar and the footer. */
export function AppLayout() {
  const { pathname } = useLocation();
  // No toast outlives its page.
  useEffect(() => enterPage(pathname), [pathname]);
  useAddRememberedAfterLogin();
  return (
    <div className={classes.shell}>
      {/* The first stop for the Tab key: past the bar and the staff strip, straight to the screen. */}
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip} onClick={skipToMain}>
        {messages.labels.skipToContent}
      </a>
      <NavBar />
      <AdminNav />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
