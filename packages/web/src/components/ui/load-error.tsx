import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { messages } from '@shop/shared';
import { errorText } from '../../lib/api-client';
import { StatusPanel } from './status-panel';

/** A list that failed to load: the server's sentence (or the generic one) and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <StatusPanel
      icon={<IconAlertTriangle size={26} aria-hidden />}
      title={errorText(error, messages.errors.generic)}
      color="red"
      action={
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
