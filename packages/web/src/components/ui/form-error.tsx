import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The server's refusal, shown inside the form so nothing typed is lost. */
export function FormError({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
    >
      {text}
    </Alert>
  );
}
