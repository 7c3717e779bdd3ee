import { Component, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canAccess, type AdminArea } from '@shop/shared';
import { paths } from '../../config/paths';
import { isForbidden } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { onDemand } from './on-demand';

/** Screens that need a login send visitors to the login screen, remembering where they were. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return children;
}

/** One path, two screens: staff get the admin screen, everyone else the shopper's. */
export function AdminOr({ admin, other }: { admin: ReactNode; other: ReactNode }) {
  const { isAdmin, user } = useSession();
  // Staff without two-factor sign-in (when it is required) set it up before anything else.
  if (isAdmin && user?.two_factor_setup_required) return <Navigate to={paths.account} replace />;
  return isAdmin ? admin : other;
}

// Drawn with Mantine, so it comes on demand like the staff screens it stands in for.
const AreaDenied = onDemand<'AreaDenied', { area: AdminArea }>(
  () => import('../../components/ui/access-denied'),
  'AreaDenied',
);

/** Shows `fallback` instead of a screen whose call the server refused (403); other errors pass. */
class ForbiddenBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { error: unknown }
> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isForbidden(error)) return this.props.fallback;
    throw error;
  }
}

/**
 * A staff area opens to staff holding one of its permissions in the shared area table, the one
 * the admin navigation and the server read; anyone else sees why not. A call that
 * the server refuses all the same (permissions changed since login) shows the same screen.
 */
export function RequireArea({ area, children }: { area: AdminArea; children: ReactNode }) {
  const { user, isAdmin } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (isAdmin && user.two_factor_setup_required) return <Navigate to={paths.account} replace />;
  const denied = <AreaDenied area={area} />;
  if (!isAdmin || !canAccess(user.permissions, area)) return denied;
  return <ForbiddenBoundary fallback={denied}>{children}</ForbiddenBoundary>;
}
