import type { ComponentType, ReactNode } from 'react';
import type { FormDialog, ItemDialogProps } from '../../hooks/use-form-dialog';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { AddButton, ScreenPage } from './screen-page';
import { StaffTable, type StaffTableProps } from './staff-table';

interface StaffListScreenProps<T, D> extends StaffTableProps<T> {
  title: string;
  /** The "Add …" button beside the title, which opens the dialog for a new item. */
  addLabel: string;
  /** The screen's `useFormDialog`, whose `open` its rows' edit buttons call too. */
  editor: { dialog: FormDialog<D>; open: () => void; close: () => void };
  /** The add/edit dialog, given a fresh key at every opening. */
  Dialog: ComponentType<ItemDialogProps<D>>;
  /** The question before a row is deleted, where rows may be (`useConfirmDelete`'s props). */
  confirmDelete?: Omit<ConfirmDialogProps, 'confirmLabel'>;
  /** What the screen shows under its table. */
  children?: ReactNode;
}

/** A staff list screen: its title with an add button, its table, and its dialogs. */
export function StaffListScreen<T extends { id: number }, D>({
  title,
  addLabel,
  editor: { dialog, open, close },
  Dialog,
  confirmDelete,
  children,
  ...table
}: StaffListScreenProps<T, D>) {
  return (
    <ScreenPage
      title={title}
      actions={<AddButton label={addLabel} onClick={() => open()} />}
      dialogs={
        <>
          <Dialog key={dialog.key} opened={dialog.opened} item={dialog.item} onClose={close} />
          {confirmDelete ? <ConfirmDialog confirmLabel="Delete" {...confirmDelete} /> : null}
        </>
      }
    >
      <StaffTable {...table} />
      {children}
    </ScreenPage>
  );
}
