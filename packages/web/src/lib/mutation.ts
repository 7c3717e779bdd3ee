import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

interface ChangeFollowUps<TData, TVars> {
  /** Once the server accepted the change: show its answer, refresh what it touched. */
  onSuccess?: (queryClient: QueryClient, data: TData, vars: TVars) => unknown;
  /** After every answer, a refusal too: the data may have moved on meanwhile. */
  onSettled?: (queryClient: QueryClient) => unknown;
}

/**
 * A call that changes data the screens hold, with its follow-ups on the query cache. A
 * follow-up's promise is awaited, so the call counts as pending until the lists are fresh.
 */
export function useChange<TData, TVars>(
  mutationFn: (vars: TVars) => Promise<TData>,
  { onSuccess, onSettled }: ChangeFollowUps<TData, TVars>,
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVars>({
    mutationFn,
    ...(onSuccess && {
      onSuccess: (data: TData, vars: TVars) => onSuccess(queryClient, data, vars),
    }),
    ...(onSettled && { onSettled: () => onSettled(queryClient) }),
  });
}

/** A follow-up that refreshes every query under these keys. */
export const invalidate =
  (...queryKeys: QueryKey[]) =>
  (queryClient: QueryClient) =>
    Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** An edit call's variables: the item's id and its new fields. */
export interface ItemEdit<B> {
  id: number;
  body: B;
}

/** An activate/deactivate call's variables. */
export interface ActiveChange {
  id: number;
  active: boolean;
}

/** Puts the server's copy of `item` in place of the old one in every cached list under the key. */
export function replaceInLists<T extends { id: number }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  item: T,
): void {
  queryClient.setQueriesData<T[]>({ queryKey }, (list) =>
    list?.map((current) => (current.id === item.id ? item : current)),
  );
}

/** Takes the item with this id out of every cached list under the key. */
export function removeFromLists<T extends { id: number }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  id: number,
): void {
  queryClient.setQueriesData<T[]>({ queryKey }, (list) => list?.filter((item) => item.id !== id));
}
