import { api } from '../../../lib/api-client';

/** Rotates the session cookies; answers 401 when there is no live session to renew. */
export async function refreshSession(): Promise<void> {
  await api.get('/api/auth/refresh');
}
