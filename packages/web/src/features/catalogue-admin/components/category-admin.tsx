import { IconCategory } from '@tabler/icons-react';
import { ADMIN_AREAS, messages } from '@shop/shared';
import { idColumn, type Column } from '../../../components/ui/data-table';
import { FormModal } from '../../../components/ui/form-modal';
import { LongText } from '../../../components/ui/long-text';
import { EditAction } from '../../../components/ui/row-action';
import { StaffTable } from '../../../components/ui/staff-table';
import { AddButton, ScreenPage } from '../../../components/ui/screen-page';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useSaveForm } from '../../../hooks/use-save-form';
import { useCreateCategory } from '../api/create-category';
import { useCategories } from '../api/get-categories';
import { useUpdateCategory } from '../api/update-category';
import type { Category } from '@shop/shared';
import { CategoryForm } from './category-form';

function CategoryDialog({
  opened,
  category,
  onClose,
}: {
  opened: boolean;
  category?: Category;
  onClose: () => void;
}) {
  const form = useSaveForm(
    category,
    useCreateCategory(),
    useUpdateCategory(),
    { added: messages.flash.categoryAdded, updated: messages.flash.categoryUpdated },
    onClose,
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={category ? 'Edit Category' : 'Add Category'}
    >
      <CategoryForm key={category?.id ?? 'new'} category={category} {...form} onCancel={onClose} />
    </FormModal>
  );
}

/** `/category`: the categories table with its add and edit dialog. */
export function CategoryAdmin() {
  const categories = useCategories();
  const { dialog, open, close } = useFormDialog<Category>();
  const columns: Column<Category>[] = [
    idColumn(),
    { header: 'Name', width: 200, cellProps: { fw: 600 }, cell: (category) => category.name },
    { header: 'Description', cell: (category) => <LongText text={category.description} /> },
    { header: 'GST %', width: 90, align: 'right', cell: (category) => `${category.gst}%` },
    {
      header: 'Actions',
      width: 90,
      align: 'right',
      actions: true,
      cell: (category) => <EditAction row={category.name} onClick={() => open(category)} />,
    },
  ];

  return (
    <ScreenPage
      title={ADMIN_AREAS.category.title}
      actions={<AddButton label="Add Category" onClick={() => open()} />}
      dialogs={
        <CategoryDialog
          key={dialog.key}
          opened={dialog.opened}
          category={dialog.item}
          onClose={close}
        />
      }
    >
      <StaffTable
        query={categories}
        empty={{ icon: IconCategory, title: 'No categories yet' }}
        label="Categories"
        minWidth={640}
        columns={columns}
      />
    </ScreenPage>
  );
}
