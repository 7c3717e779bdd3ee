import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { flashError, flashSuccess } from '../components/ui/flash';

/** A staff list's flash texts (the `messages` group of its screen). */
interface StaffTexts {
  activated: string;
  deactivated: string;
  activateFailed: string;
  deactivateFailed: string;
  deleted: string;
  deleteFailed: string;
}

/** The failure flash for an error: the screen's own `text`, or something it prefers to it. */
type FailureFlash = (error: Error, text: string) => string;

interface StaffItem {
  id: number;
  is_active: boolean;
}

/** A row's activate/deactivate switch: flips the item and flashes how it went. */
export function useActiveToggle(
  toggle: UseMutationResult<unknown, Error, { id: number; active: boolean }>,
  texts: StaffTexts,
  failure: FailureFlash,
) {
  const switchActive = (item: StaffItem) => {
    const active = !item.is_active;
    toggle.mutate(
      { id: item.id, active },
      {
        onSuccess: () => flashSuccess(active ? texts.activated : texts.deactivated),
        onError: (error) =>
          flashError(failure(error, active ? texts.activateFailed : texts.deactivateFailed)),
      },
    );
  };
  return { switchActive, switching: toggle.isPending };
}

/** A list's delete: which item the confirm dialog asks about, and the call once confirmed. */
export function useConfirmDelete<T extends { id: number }>(
  remove: UseMutationResult<unknown, Error, number>,
  texts: StaffTexts,
  failure: FailureFlash,
) {
  const [deleting, setDeleting] = useState<T | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => flashSuccess(texts.deleted),
      onError: (error) => flashError(failure(error, texts.deleteFailed)),
      onSettled: () => setDeleting(null),
    });
  };

  return {
    deleting,
    askDelete: setDeleting,
    /** What the ConfirmDialog needs besides its texts. */
    confirmProps: {
      opened: deleting !== null,
      busy: remove.isPending,
      onConfirm: confirmDelete,
      onClose: () => setDeleting(null),
    },
  };
}
