import {
  Anchor,
  Box,
  Button,
  Group,
  Image,
  Skeleton,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconLeaf, IconPencil, IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatRupees, messages } from '@shop/shared';
import { cardCellProps, cardTableClasses } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';
import type { Product, StaffProduct } from '@shop/shared';
import { priceWithGstRupees } from '../../../entities/product/price';
import { StockCell } from './stock-cell';
import { thumbUrl } from '../../../entities/product/image';

const COLUMNS = 9;

// The square a thumbnail and its placeholder fill; a narrow table squeezes its cells, and
// the minimum width keeps the square.
const THUMB_BOX = { w: 44, h: 44, miw: 44 };

function Thumb({ product }: { product: Product }) {
  const image = product.product_images[0];
  if (!image) {
    return (
      <Box
        {...THUMB_BOX}
        bg="herbal.0"
        c="herbal.4"
        display="grid"
        style={{ placeItems: 'center', borderRadius: 8 }}
      >
        <IconLeaf size={20} aria-hidden />
      </Box>
    );
  }
  return (
    <Image src={thumbUrl(image)} alt="" {...THUMB_BOX} radius="sm" fit="cover" loading="lazy" />
  );
}

function LoadingRows() {
  return Array.from({ length: 6 }, (_, row) => (
    <Table.Tr key={`loading-${row}`}>
      {Array.from({ length: COLUMNS }, (_, cell) => (
        <Table.Td key={cell}>
          <Skeleton h={cell === 0 ? 44 : 16} w={cell === 0 ? 44 : undefined} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

interface ProductTableProps {
  products: StaffProduct[] | undefined;
  loading: boolean;
  onEdit: (product: Product) => void;
  onImages: (product: Product) => void;
}

export function ProductTable({ products, loading, onEdit, onImages }: ProductTableProps) {
  return (
    <Table.ScrollContainer minWidth={1160} className={cardTableClasses.scroll}>
      <Table
        className={cardTableClasses.table}
        styles={{ th: { whiteSpace: 'nowrap' } }}
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing="sm"
        aria-label="Products"
        aria-busy={loading}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>
              <VisuallyHidden>Image</VisuallyHidden>
            </Table.Th>
            <Table.Th w={56}>Id</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th w={190}>Category</Table.Th>
            <Table.Th w={130} ta="right">
              Rate ₹ excl. GST
            </Table.Th>
            <Table.Th w={130} ta="right">
              Price ₹ incl. GST
            </Table.Th>
            <Table.Th w={90} ta="right">
              Weight g
            </Table.Th>
            <Table.Th w={150}>Stock on hand</Table.Th>
            <Table.Th w={190}>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products
            ? products.map((product) => (
                <Table.Tr key={product.id}>
                  <Table.Td>
                    <Thumb product={product} />
                  </Table.Td>
                  <Table.Td c="dimmed" {...cardCellProps('Id')}>
                    {product.id}
                  </Table.Td>
                  <Table.Td {...cardCellProps('Name')}>
                    <Anchor
                      component={Link}
                      to={paths.product(product.id)}
                      fw={600}
                      fz="sm"
                      c="dark.7"
                      lineClamp={2}
                      title="Open in the shop"
                    >
                      {product.name}
                    </Anchor>
                    {product.manufacturer === null || product.net_quantity === null ? (
                      <Text fz="xs" c="orange.9" mt={2} role="note">
                        {messages.declarations.missing}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td {...cardCellProps('Category')}>
                    <Text fz="sm" lineClamp={2}>
                      {product.product_category?.name ?? product.category ?? '—'}
                    </Text>
                    {product.product_category ? (
                      <Text fz="xs" c="dimmed">
                        GST {product.product_category.gst}%
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td
                    ta="right"
                    style={{ fontVariantNumeric: 'tabular-nums' }}
                    {...cardCellProps('Rate ₹ excl. GST')}
                  >
                    {formatRupees(product.rate)}
                  </Table.Td>
                  <Table.Td
                    ta="right"
                    fw={600}
                    style={{ fontVariantNumeric: 'tabular-nums' }}
                    {...cardCellProps('Price ₹ incl. GST')}
                  >
                    {formatRupees(priceWithGstRupees(product))}
                  </Table.Td>
                  <Table.Td
                    ta="right"
                    style={{ fontVariantNumeric: 'tabular-nums' }}
                    {...cardCellProps('Weight g')}
                  >
                    {product.weight ? product.weight : '—'}
                  </Table.Td>
                  <Table.Td {...cardCellProps('Stock')}>
                    <StockCell product={product} />
                  </Table.Td>
                  <Table.Td {...cardCellProps(undefined, true)}>
                    <Group gap={6} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconPencil size={14} aria-hidden />}
                        aria-label={`Edit ${product.name}`}
                        onClick={() => onEdit(product)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconPhoto size={14} aria-hidden />}
                        aria-label={`Images of ${product.name}`}
                        onClick={() => onImages(product)}
                      >
                        Images ({product.product_images.length})
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))
            : null}
          {loading ? <LoadingRows /> : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
