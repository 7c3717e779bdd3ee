import { paths } from '../../../config/paths';

const authScreens: readonly string[] = [
  paths.login,
  paths.signUp,
  paths.forgotPassword,
  paths.resetPassword,
  paths.activateAccount,
];

/**
 * Where to go after logging in: the screen the login guard sent the visitor away from (it puts
 * that location in navigation state), else the shop front.
 */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)
    ?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) {
    return paths.home;
  }
  if (authScreens.includes(from.pathname)) return paths.home;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
