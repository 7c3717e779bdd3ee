import type { LoginSession } from '@shop/shared';
import type { loginSessions } from '../../db/schema';

/** A browser and system in a few words, from the user agent the login came with. */
function deviceName(userAgent: string): string {
  if (!userAgent) return 'Unknown device';
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([mark]) => userAgent.includes(mark!))?.[1] ?? 'Browser';
  const system = [
    ['Android', 'Android'],
    ['iPhone', 'iPhone'],
    ['iPad', 'iPad'],
    ['Windows', 'Windows'],
    ['Mac OS X', 'Mac'],
    ['CrOS', 'ChromeOS'],
    ['Linux', 'Linux'],
  ].find(([mark]) => userAgent.includes(mark!))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

export const presentLoginSession = (
  row: typeof loginSessions.$inferSelect,
  currentFamilyId: string,
): LoginSession => ({
  id: row.family_id,
  current: row.family_id === currentFamilyId,
  device: deviceName(row.user_agent),
  ip: row.client_address,
  last_seen_at: row.last_seen_at.toISOString(),
});
