import { Anchor, Breadcrumbs, Button, Container, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLeaf } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { messages } from '@shop/shared';
import { usePageTitle } from '../../../components/ui/page-title';
import { StatusPanel } from '../../../components/ui/status-panel';
import { paths } from '../../../config/paths';
import { ApiError, errorText } from '../../../lib/api-client';
import { useProduct } from '../../../api/get-product';
import { ProductDetails } from './product-details';

function ProductSkeleton() {
  return (
    <Grid
      gutter={{ base: 'lg', md: 'xl' }}
      role="status"
      aria-busy="true"
      aria-label="Loading product"
    >
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Skeleton style={{ aspectRatio: '1 / 1' }} radius="lg" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <Skeleton h={14} w="30%" />
          <Skeleton h={32} w="80%" />
          <Skeleton h={24} w="40%" />
          <Skeleton h={36} w="60%" />
          <Skeleton h={120} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function ProductNotFound() {
  return (
    <StatusPanel
      icon={<IconLeaf size={26} aria-hidden />}
      title={messages.errors.productNotFound}
      action={
        <Button component={Link} to={paths.home}>
          Browse all products
        </Button>
      }
    >
      This product may have been removed, or the link may be mistyped.
    </StatusPanel>
  );
}

/** `/product/:id`: photos, price with GST, stock, description and how to use. */
export function ProductPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const validId = Number.isInteger(id) && id > 0;
  const { data: product, error, isPending, refetch } = useProduct(id);

  const notFound = !validId || (error instanceof ApiError && error.status === 404);
  usePageTitle(notFound ? 'Product not found' : (product?.name ?? 'Product'));

  let body;
  if (notFound) {
    body = <ProductNotFound />;
  } else if (product) {
    body = <ProductDetails product={product} />;
  } else if (error) {
    body = (
      <StatusPanel
        icon={<IconAlertTriangle size={26} aria-hidden />}
        color="red"
        title="We could not load this product"
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      >
        {errorText(error, messages.errors.generic)}
      </StatusPanel>
    );
  } else if (isPending) {
    body = <ProductSkeleton />;
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Breadcrumbs mb="lg" separator="›" fz="sm">
        <Anchor component={Link} to={paths.home}>
          Home
        </Anchor>
        <Text fz="sm" c="dimmed" lineClamp={1}>
          {product?.name ?? 'Product'}
        </Text>
      </Breadcrumbs>
      {body}
    </Container>
  );
}
