import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';

/** Screens that need a login send visitors to the login screen, remembering where they were. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return children;
}

/** One path, two screens: staff get the admin screen, everyone else the shopper's (spec §6). */
export function AdminOr({ admin, other }: { admin: ReactNode; other: ReactNode }) {
  const { isAdmin } = useSession();
  return isAdmin ? admin : other;
}
