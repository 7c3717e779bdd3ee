import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { AdminNav } from './admin-nav';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

/** Every screen sits between the navigation bar and the footer. */
export function AppLayout() {
  return (
    <Box style={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <NavBar />
      <AdminNav />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
