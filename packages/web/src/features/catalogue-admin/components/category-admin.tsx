import { IconCategory } from '@tabler/icons-react';
import { ADMIN_AREAS, messages } from '@shop/shared';
import { actionsColumn, idColumn, type Column } from '../../../components/ui/data-table';
import { FormModal } from '../../../components/ui/form-modal';
import { LongText } from '../../../components/ui/long-text';
import { EditAction } from '../../../components/ui/row-action';
import { StaffListScreen } from '../../../components/ui/staff-list-screen';
import { useFormDialog, type ItemDialogProps } from '../../../hooks/use-form-dialog';
import { useSaveForm } from '../../../hooks/use-save-form';
import { useCreateCategory } from '../api/create-category';
import { useCategories } from '../api/get-categories';
import { useUpdateCategory } from '../api/update-category';
import type { Category } from '@shop/shared';
import { CategoryForm } from './category-form';

function CategoryDialog({ opened, item: category, onClose }: ItemDialogProps<Category>) {
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
  const editor = useFormDialog<Category>();
  const { open } = editor;
  const columns: Column<Category>[] = [
    idColumn(),
    { header: 'Name', width: 200, cellProps: { fw: 600 }, cell: (category) => category.name },
    { header: 'Description', cell: (category) => <LongText text={category.description} /> },
    { header: 'GST %', width: 90, align: 'right', cell: (category) => `${category.gst}%` },
    actionsColumn(
      (category) => <EditAction row={category.name} onClick={() => open(category)} />,
      90,
    ),
  ];

  return (
    <StaffListScreen
      title={ADMIN_AREAS.category.title}
      addLabel="Add Category"
      editor={editor}
      Dialog={CategoryDialog}
      query={categories}
      empty={{ icon: IconCategory, title: 'No categories yet' }}
      label="Categories"
      minWidth={640}
      columns={columns}
    />
  );
}
