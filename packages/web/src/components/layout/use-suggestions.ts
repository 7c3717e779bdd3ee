import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUGGEST_MIN_LENGTH } from '@shop/shared';
import { api } from '../../lib/api-client';

/** A pause in typing this long asks for suggestions. */
const TYPING_PAUSE_MS = 150;

/** Products for what has been typed so far, asked once typing pauses (none under 2 characters). */
export function useSuggestions(term: string) {
  const typed = term.trim();
  const [asked, setAsked] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const enough = asked.length >= SUGGEST_MIN_LENGTH;
  const { data } = useQuery({
    queryKey: ['product-suggestions', asked],
    queryFn: ({ signal }) => api.get('/api/products/suggest', { query: { q: asked }, signal }),
    enabled: enough,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  return typed.length >= SUGGEST_MIN_LENGTH && enough ? (data?.products ?? []) : [];
}
