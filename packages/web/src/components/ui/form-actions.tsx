import { messages } from '@shop/shared';
import { Button, Group } from '@mantine/core';

interface FormActionsProps {
  submitLabel: string;
  submitting: boolean;
  /** Without it there is no cancel button. */
  onCancel?: () => void;
  cancelLabel?: string;
}

/** A form's closing row: cancel (disabled while saving) and the submit button. */
export function FormActions({
  submitLabel,
  submitting,
  onCancel,
  cancelLabel = messages.labels.close,
}: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      {onCancel ? (
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          {cancelLabel}
        </Button>
      ) : null}
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
