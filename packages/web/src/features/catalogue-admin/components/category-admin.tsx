import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCategory, IconPencil, IconPlus } from '@tabler/icons-react';
import { ADMIN_AREAS, canAccess, messages, type CategoryBody } from '@shop/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { StatusPanel } from '../../../components/ui/status-panel';
import { flashSuccess } from '../../../components/ui/flash';
import { errorText } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCreateCategory } from '../api/create-category';
import { useCategories } from '../api/get-categories';
import { useUpdateCategory } from '../api/update-category';
import type { Category } from '../types';
import { AccessDenied } from './access-denied';
import { CategoryForm } from './category-form';
import { FormModal } from './form-modal';

interface DialogState {
  opened: boolean;
  /** The category being edited; none when adding. Kept while the dialog closes. */
  category?: Category;
  /** A fresh form and a cleared error for every opening. */
  key: number;
}

function CategoryDialog({
  opened,
  category,
  onClose,
}: {
  opened: boolean;
  category?: Category;
  onClose: () => void;
}) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const mutation = category ? update : create;

  const submit = (body: CategoryBody) => {
    if (category) {
      update.mutate(
        { id: category.id, body },
        {
          onSuccess: () => {
            flashSuccess(messages.flash.categoryUpdated);
            onClose();
          },
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          flashSuccess(messages.flash.categoryAdded);
          onClose();
        },
      });
    }
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={category ? 'Edit Category' : 'Add Category'}
      size="md"
    >
      <CategoryForm
        key={category?.id ?? 'new'}
        category={category}
        submitting={mutation.isPending}
        serverError={mutation.error ? errorText(mutation.error, messages.errors.generic) : null}
        onSubmit={submit}
        onCancel={onClose}
      />
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
        <Tooltip label="Edit" withArrow>
          <ActionIcon
            variant="light"
            size="lg"
            aria-label={`Edit ${category.name}`}
            onClick={() => onEdit(category)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Table.Td>
    </Table.Tr>
  ));
}

function LoadingRows() {
  return Array.from({ length: 4 }, (_, row) => (
    <Table.Tr key={row}>
      {Array.from({ length: 5 }, (_, cell) => (
        <Table.Td key={cell}>
          <Skeleton h={16} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** `/category`: the categories table with its add and edit dialog (spec §2). */
export function CategoryAdmin() {
  const { user } = useSession();
  const allowed = canAccess(user?.permissions ?? [], 'category');
  const categories = useCategories();
  const [dialog, setDialog] = useState<DialogState>({ opened: false, key: 0 });

  const open = (category?: Category) =>
    setDialog((current) => ({ opened: true, category, key: current.key + 1 }));
  const close = () => setDialog((current) => ({ ...current, opened: false }));

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <PageTitle fz={{ base: 'h2', sm: 'h1' }}>Categories</PageTitle>
          {allowed ? (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => open()}>
              Add Category
            </Button>
          ) : null}
        </Group>

        {!allowed ? (
          <AccessDenied permissions={ADMIN_AREAS.category.permissions} />
        ) : categories.isError ? (
          <StatusPanel
            icon={<IconAlertTriangle size={26} aria-hidden />}
            title={errorText(categories.error, messages.errors.generic)}
            color="red"
            action={
              <Button variant="light" onClick={() => void categories.refetch()}>
                Try again
              </Button>
            }
          />
        ) : categories.data?.length === 0 ? (
          <StatusPanel icon={<IconCategory size={26} aria-hidden />} title="No categories yet" />
        ) : (
          <Paper withBorder radius="lg">
            <Table.ScrollContainer minWidth={640}>
              <Table
                highlightOnHover
                verticalSpacing="sm"
                horizontalSpacing="md"
                aria-busy={categories.isPending}
                aria-label="Categories"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={60}>Id</Table.Th>
                    <Table.Th w={200}>Name</Table.Th>
                    <Table.Th>Description</Table.Th>
                    <Table.Th w={90} ta="right">
                      GST %
                    </Table.Th>
                    <Table.Th w={90} ta="right">
                      Actions
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {categories.data ? (
                    <CategoryRows categories={categories.data} onEdit={open} />
                  ) : (
                    <LoadingRows />
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </Stack>
      {allowed ? (
        <CategoryDialog
          key={dialog.key}
          opened={dialog.opened}
          category={dialog.category}
          onClose={close}
        />
      ) : null}
    </Container>
  );
}
