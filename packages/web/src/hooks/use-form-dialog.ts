import { useState } from 'react';

export interface FormDialog<T> {
  opened: boolean;
  /** What the dialog is about (none when adding); kept while the dialog closes. */
  item?: T;
  /** A fresh form and a cleared error for every opening: use it as the dialog's key. */
  key: number;
}

/** What a staff list's add/edit dialog is given: the item to edit, none when adding. */
export interface ItemDialogProps<T> {
  opened: boolean;
  item?: T;
  onClose: () => void;
}

/** The add/edit dialog of a staff list: which item it shows and a new key per opening. */
export function useFormDialog<T>() {
  const [dialog, setDialog] = useState<FormDialog<T>>({ opened: false, key: 0 });
  const open = (item?: T) => setDialog((current) => ({ opened: true, item, key: current.key + 1 }));
  const close = () => setDialog((current) => ({ ...current, opened: false }));
  return { dialog, open, close };
}
