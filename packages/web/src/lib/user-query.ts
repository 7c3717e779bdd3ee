import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSession } from './session';

/**
 * A query of the signed-in user's own data, keyed by their e-mail so a new login never sees
 * the last one's; nothing is fetched for a visitor.
 */
export function useUserQuery<T, K extends QueryKey>(
  optionsFor: (email: string) => UseQueryOptions<T, Error, T, K>,
  enabled = true,
) {
  const { user } = useSession();
  return useQuery({ ...optionsFor(user?.email ?? ''), enabled: enabled && user !== null });
}
