import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { codMessages, messages } from '@shop/shared';
import { usePageTitle } from '../../../components/ui/page-title';
import { FormError } from '../../../components/ui/form-error';
import { errorText } from '../../../lib/api-client';
import { useConfirmCod } from '../api/confirm-cod';
import { ViewOrderButton } from './view-order-button';

/**
 * `/orders/:id/confirm?token=…`: the mailed link of a cash on delivery order. One click
 * confirms it, signed in or not; a used or expired link says so.
 */
export function ConfirmOrderPage() {
  usePageTitle(messages.pages.titles.orderConfirm);
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const orderId = Number(id);
  const confirm = useConfirmCod();
  const valid = Number.isInteger(orderId) && orderId > 0 && token !== '';

  return (
    <Container size="xs" py={{ base: 'lg', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" gap="md" ta="center">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {messages.pages.titles.orderConfirm} #{valid ? orderId : ''}
          </Title>
          {confirm.isSuccess ? (
            <>
              <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
                <IconCircleCheck size={32} />
              </ThemeIcon>
              <Text fz="lg" role="status" data-testid="cod-confirmed">
                {codMessages.confirmed}
              </Text>
              <ViewOrderButton orderId={orderId} />
            </>
          ) : (
            <>
              <Text>{codMessages.confirmIntro}</Text>
              <FormError
                text={
                  !valid
                    ? codMessages.linkInvalid
                    : confirm.isError
                      ? errorText(confirm.error, codMessages.linkInvalid)
                      : null
                }
              />
              <Button
                size="md"
                disabled={!valid}
                loading={confirm.isPending}
                onClick={() => confirm.mutate({ orderId, token })}
              >
                {codMessages.confirmOrder}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
