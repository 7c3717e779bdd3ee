import { useQuery } from '@tanstack/react-query';
import type { PinRuleBody } from '@shop/shared';
import { api, isForbidden } from '../../../lib/api-client';
import { invalidate, useChange } from '../../../lib/mutation';

// Quotes on product pages follow the rules, so they are refreshed with them.
const pinRuleKey = ['pin-rules'] as const;
const refreshRules = invalidate(pinRuleKey, ['delivery-quote']);

export function usePinRules() {
  return useQuery({
    queryKey: pinRuleKey,
    queryFn: async ({ signal }) =>
      (await api.get('/api/delivery-states/pin-rules', { signal })).pin_rules,
    throwOnError: isForbidden,
  });
}

export const useAddPinRule = () =>
  useChange(
    async (body: PinRuleBody) => (await api.post('/api/delivery-states/pin-rules', body)).pin_rule,
    { onSuccess: refreshRules },
  );

export const useDeletePinRule = () =>
  useChange(
    async (id: number) =>
      (await api.delete('/api/delivery-states/pin-rules/:id', { params: { id } })).pin_rule,
    { onSettled: refreshRules },
  );
