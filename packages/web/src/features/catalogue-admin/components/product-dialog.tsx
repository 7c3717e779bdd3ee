import { messages, type ProductBody, type ProductUpdateBody } from '@shop/shared';
import { flashSuccess } from '../../../components/ui/flash';
import { errorText } from '../../../lib/api-client';
import { useCreateProduct } from '../api/create-product';
import { useCategories } from '../api/get-categories';
import { useUpdateProduct } from '../api/update-product';
import type { Product } from '@shop/shared';
import { Divider } from '@mantine/core';
import { FormModal } from '../../../components/ui/form-modal';
import { RecordActivity } from '../../../entities/audit/record-activity';
import { ProductForm } from './product-form';

interface ProductDialogProps {
  opened: boolean;
  /** The product being edited; none when adding. */
  product?: Product;
  onClose: () => void;
}

/** The add and edit product dialog; the form stays open with the server's words on a refusal. */
export function ProductDialog({ opened, product, onClose }: ProductDialogProps) {
  const categories = useCategories();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const mutation = product ? update : create;

  const onCreate = (body: ProductBody, images: File[]) =>
    create.mutate(
      { body, images },
      {
        onSuccess: () => {
          flashSuccess(messages.flash.productAdded);
          onClose();
        },
      },
    );

  const onUpdate = (body: ProductUpdateBody) => {
    if (!product) return;
    update.mutate(
      { id: product.id, body },
      {
        onSuccess: () => {
          flashSuccess(messages.flash.productUpdated);
          onClose();
        },
      },
    );
  };

  return (
    <FormModal
      size="lg"
      opened={opened}
      onClose={() => {
        if (!mutation.isPending) onClose();
      }}
      title={product ? 'Edit Product' : 'Add Product'}
    >
      <ProductForm
        product={product}
        categories={categories.data}
        categoriesLoading={categories.isPending}
        submitting={mutation.isPending}
        serverError={
          mutation.error
            ? errorText(mutation.error, messages.errors.generic)
            : categories.error
              ? errorText(categories.error, messages.errors.generic)
              : null
        }
        onCreate={onCreate}
        onUpdate={onUpdate}
        onCancel={onClose}
      />
      {product ? (
        <>
          <Divider my="lg" />
          <RecordActivity type="product" id={product.id} />
        </>
      ) : null}
    </FormModal>
  );
}
