import { useState } from 'react';
import { ActionIcon, Group, TextInput, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { firstIssueMessage, messages, stockBody } from '@shop/shared';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { errorText } from '../../../lib/api-client';
import { useUpdateStock } from '../api/update-stock';
import type { Product } from '@shop/shared';

/**
 * Stock is edited in the table (spec §2): type a number, then Enter or the save button.
 * Escape puts the saved figure back. A new figure from the server replaces the draft.
 */
export function StockCell({ product }: { product: Product }) {
  const [draft, setDraft] = useState(String(product.stock));
  const [saved, setSaved] = useState(product.stock);
  const [error, setError] = useState<string>();
  // The cell stays mounted across refetches (so the save's own callbacks still run); it follows
  // the server's figure when that changes.
  if (product.stock !== saved) {
    setSaved(product.stock);
    setDraft(String(product.stock));
  }
  const update = useUpdateStock();
  const dirty = draft.trim() !== String(product.stock);

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
    <Group gap={6} wrap="nowrap">
      <TextInput
        aria-label={`Stock of ${product.name}`}
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
            setDraft(String(product.stock));
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
  );
}
