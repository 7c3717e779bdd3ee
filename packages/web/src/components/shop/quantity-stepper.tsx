import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

interface QuantityStepperProps {
  /** The product's name, so every button says which line it changes. */
  name: string;
  value: number;
  onChange: (next: number) => void;
  /** When set, the plus button stops here; without it the server has the last word on stock. */
  max?: number;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/** Minus, the quantity and plus; the quantity never goes below 1. */
export function QuantityStepper({
  name,
  value,
  onChange,
  max,
  disabled = false,
  size = 'md',
}: QuantityStepperProps) {
  const step = (next: number) => {
    if (next < 1 || (max !== undefined && next > max)) return;
    onChange(next);
  };
  const iconSize = size === 'sm' ? 14 : 16;

  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={`Quantity of ${name}`}>
      <ActionIcon
        variant="default"
        size={size === 'sm' ? 'md' : 'lg'}
        radius="xl"
        aria-label={`Decrease quantity of ${name}`}
        disabled={disabled || value <= 1}
        onClick={() => step(value - 1)}
      >
        <IconMinus size={iconSize} aria-hidden />
      </ActionIcon>
      <Text
        component="output"
        aria-live="polite"
        aria-label={`Quantity of ${name}`}
        fw={600}
        miw={32}
        ta="center"
        data-testid="qty"
      >
        {value}
      </Text>
      <ActionIcon
        variant="default"
        size={size === 'sm' ? 'md' : 'lg'}
        radius="xl"
        aria-label={`Increase quantity of ${name}`}
        disabled={disabled || (max !== undefined && value >= max)}
        onClick={() => step(value + 1)}
      >
        <IconPlus size={iconSize} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
