import { Table, Text } from '@mantine/core';
import { IconCategory, IconPencil } from '@tabler/icons-react';
import { ADMIN_AREAS, messages } from '@shop/shared';
import { DataTable } from '../../../components/ui/data-table';
import { flashSuccess } from '../../../components/ui/flash';
import { FormModal } from '../../../components/ui/form-modal';
import { RowAction } from '../../../components/ui/row-action';
import { StaffList } from '../../../components/ui/staff-list';
import { AddButton, StaffPage } from '../../../components/ui/staff-page';
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
  const form = useSaveForm(category, useCreateCategory(), useUpdateCategory(), () => {
    flashSuccess(category ? messages.flash.categoryUpdated : messages.flash.categoryAdded);
    onClose();
  });

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

function CategoryRows({
  categories,
  onEdit,
}: {
  categories: Category[];
  onEdit: (c: Category) => void;
}) {
  return categories.map((category) => (
    <Table.Tr key={category.id}>
      <Table.Td c="dimmed">{category.id}</Table.Td>
      <Table.Td fw={600}>{category.name}</Table.Td>
      <Table.Td>
        <Text fz="sm" lineClamp={2} title={category.description}>
          {category.description}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{category.gst}%</Table.Td>
      <Table.Td ta="right">
        <RowAction
          tooltip="Edit"
          label={`Edit ${category.name}`}
          icon={IconPencil}
          onClick={() => onEdit(category)}
        />
      </Table.Td>
    </Table.Tr>
  ));
}

/** `/category`: the categories table with its add and edit dialog (spec §2). */
export function CategoryAdmin() {
  const categories = useCategories();
  const { dialog, open, close } = useFormDialog<Category>();

  return (
    <StaffPage
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
      <StaffList query={categories} emptyIcon={IconCategory} emptyTitle="No categories yet">
        <DataTable
          label="Categories"
          minWidth={640}
          busy={categories.isPending}
          loading={!categories.data}
          columns={5}
          head={
            <>
              <Table.Th w={60}>Id</Table.Th>
              <Table.Th w={200}>Name</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th w={90} ta="right">
                GST %
              </Table.Th>
              <Table.Th w={90} ta="right">
                Actions
              </Table.Th>
            </>
          }
        >
          {categories.data ? <CategoryRows categories={categories.data} onEdit={open} /> : null}
        </DataTable>
      </StaffList>
    </StaffPage>
  );
}
