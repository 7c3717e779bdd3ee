import { Anchor, Box, Divider, Grid, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatRupees } from '@shop/shared';
import { homeHref } from '../../../config/paths';
import type { Product } from '@shop/shared';
import { gstPercent } from '../utils/product-price';
import { ImageCarousel } from './image-carousel';
import { ProductActions } from './product-actions';
import { ProductPrice } from './product-price';
import { StockBadge } from '../../../components/shop/stock-badge';
import classes from './product-details.module.css';

function LongText({ title, text }: { title: string; text: string }) {
  return (
    <Box component="section">
      <Title order={2} fz="h4" mb="xs">
        {title}
      </Title>
      <Text style={{ whiteSpace: 'pre-line' }} c="dark.6" lh={1.65}>
        {text}
      </Text>
    </Box>
  );
}

export function ProductDetails({ product }: { product: Product }) {
  const category = product.product_category;
  const facts: [string, string][] = [
    ['Rate (excl. GST)', formatRupees(product.rate)],
    ['GST', `${gstPercent(product)}%`],
  ];
  if (product.weight) facts.push(['Net weight', `${product.weight} g`]);
  if (category) facts.push(['Category', category.name]);

  return (
    <Stack gap="xl">
      <Grid gutter={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {/* A smaller picture on a phone keeps the price and Add to Cart above the fold. */}
          <Box className={classes.media}>
            <ImageCarousel key={product.id} images={product.product_images} name={product.name} />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              {category ? (
                <Anchor
                  component={Link}
                  to={homeHref({ categoryId: category.id })}
                  fz="sm"
                  fw={600}
                  tt="uppercase"
                  lts={0.4}
                >
                  {category.name}
                </Anchor>
              ) : (
                <span />
              )}
              {/* Out of stock is said on the disabled buttons below. */}
              {product.stock > 0 ? <StockBadge stock={product.stock} showInStock /> : null}
            </Group>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }} lh={1.2}>
              {product.name}
            </Title>
            <ProductPrice product={product} size="xl" />
            <ProductActions product={product} size="md" />
            <Divider />
            <Table variant="vertical" withTableBorder={false} verticalSpacing={6} fz="sm">
              <Table.Tbody>
                {facts.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th w={150} bg="transparent" c="dimmed" fw={500}>
                      {label}
                    </Table.Th>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Grid.Col>
      </Grid>
      <Grid gutter={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <LongText title="Description" text={product.description} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <LongText title="How to use" text={product.user_manual} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
