import { IconAlertTriangle } from '@tabler/icons-react';
import { messages } from '@shop/shared';
import { errorText } from '../../lib/api-client';
import { Button } from '../base/button';
import { StatusPanel } from './status-panel';

interface RetryPanelProps {
  /** What failed: its sentence is the title, or the line under `title` when there is one. */
  error: unknown;
  title?: string;
  /** The sentence when the error carries none of its own. */
  fallback?: string;
  /** Asks again; without it the panel only says what went wrong. */
  onRetry?: () => unknown;
}

/**
 * Data a screen needs did not load: the reason and a way to ask again. Drawn without Mantine,
 * so the storefront can show it too.
 */
export function RetryPanel({
  error,
  title,
  fallback = messages.errors.generic,
  onRetry,
}: RetryPanelProps) {
  const sentence = errorText(error, fallback);
  return (
    <StatusPanel
      icon={<IconAlertTriangle size={26} aria-hidden />}
      color="red"
      title={title ?? sentence}
      action={onRetry ? <Button onClick={() => void onRetry()}>Try again</Button> : undefined}
    >
      {title ? sentence : null}
    </StatusPanel>
  );
}
