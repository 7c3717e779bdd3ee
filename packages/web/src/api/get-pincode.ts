import { useQueries, useQuery } from '@tanstack/react-query';
import { messages, PIN_CODE_PATTERN, type Address, type Pincode } from '@shop/shared';
import { api, hasStatus } from '../lib/api-client';

// The directory changes only with a release: a PIN looked up once is not asked again.
const pincodeQuery = (pin: string) => ({
  queryKey: ['pincodes', pin],
  enabled: PIN_CODE_PATTERN.test(pin),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: (failures: number, error: unknown) => !hasStatus(error, 404) && failures < 2,
  /** null: a PIN the directory does not know. */
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Pincode | null> => {
    try {
      return (await api.get('/api/pincodes/:pin', { params: { pin }, signal })).pincode;
    } catch (error) {
      if (hasStatus(error, 404)) return null;
      throw error;
    }
  },
});

/** The directory's entry of a six-digit PIN: undefined until known, null when unknown. */
export const usePincode = (pin: string) => useQuery(pincodeQuery(pin));

/** The sentence the server refuses an address with when its state is none of its PIN's. */
export function pinStateProblem(pincode: Pincode | null | undefined, state: string) {
  if (!pincode) return undefined;
  const wanted = state.trim().toLowerCase();
  if (pincode.states.some((known) => known.state.toLowerCase() === wanted)) return undefined;
  return messages.pincode.stateMismatch(pincode.pin, pincode.states[0]!.state, state);
}

/** The problem of each address whose PIN and state disagree, by address id. */
export function usePinStateProblems(addresses: readonly Address[]) {
  const pins = [...new Set(addresses.map((address) => address.pin_code))];
  const found = useQueries({ queries: pins.map(pincodeQuery) });
  const byPin = new Map(pins.map((pin, i) => [pin, found[i]?.data]));
  const problems = new Map<number, string>();
  for (const address of addresses) {
    const problem = pinStateProblem(byPin.get(address.pin_code), address.state);
    if (problem) problems.set(address.id, problem);
  }
  return problems;
}
