import { useState } from 'react';
import { ActionIcon, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { firstIssueMessage, messages, stockBody } from '@shop/shared';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { errorText } from '../../../lib/api-client';
import { useUpdateStock } from '../api/update-stock';
import type { StaffProduct } from '@shop/shared';

/**
 * Stock is edited in the table: type what is on the shelf (on hand), then Enter or
 * the save button; below it, what orders hold and what shoppers can still buy. Escape puts
 * the saved figure back. A new figure from the server replaces the draft.
 */
export function StockCell({ product }: { product: StaffProduct }) {
  const onHand = product.on_hand;
  const [draft, setDraft] = useState(String(onHand));
  const [saved, setSaved] = useState(onHand);
  const [error, setError] = useState<string>();
  // The cell stays mounted across refetches (so the save's own callbacks still run); it follows
  // the server's figure when that changes.
  if (onHand !== saved) {
    setSaved(onHand);
    setDraft(String(onHand));
  }
  const update = useUpdateStock();
  const dirty = draft.trim() !== String(onHand);

  const save = () => {
    if (!dirty || update.isPending) return;
    const parsed = stockBody.safeParse({ stock: draft });
    if (!parsed.success) {
      const text = firstIssueMessage(parsed.error);
      setError(text);
      flashError(text);
      return;
    }
    setError(undefined);
    update.mutate(
      { id: product.id, stock: parsed.data.stock },
      {
        onSuccess: () => flashSuccess(messages.flash.stockUpdated),
        onError: (failure) => {
          const text = errorText(failure, messages.errors.generic);
          setError(text);
          flashError(text);
        },
      },
    );
  };

  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <TextInput
          aria-label={`Stock on hand of ${product.name}`}
          inputMode="numeric"
          size="xs"
          w={76}
          value={draft}
          error={error ? true : undefined}
          aria-invalid={error ? true : undefined}
          title={error}
          disabled={update.isPending}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            } else if (event.key === 'Escape') {
              setDraft(String(onHand));
              setError(undefined);
            }
          }}
        />
        <Tooltip label="Save stock" withArrow disabled={!dirty}>
          <ActionIcon
            size="md"
            variant={dirty ? 'filled' : 'subtle'}
            color={dirty ? undefined : 'gray'}
            aria-label={`Save ${product.name} stock`}
            onClick={save}
            disabled={!dirty}
            loading={update.isPending}
          >
            <IconCheck size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text fz="xs" c={product.stock === 0 ? 'red.7' : 'dimmed'} data-testid="stock-figures">
        {product.stock} available · {product.reserved} reserved
      </Text>
    </Stack>
  );
}
