import { IconMinus, IconPlus } from '@tabler/icons-react';
import { Button } from '../../../components/base/button';
import classes from './product-actions.module.css';

interface ProductQuantityProps {
  name: string;
  value: number;
  onChange: (next: number) => void;
  /** The lower of stock and the per-order limit. */
  max: number;
}

/** How many to add: 1 up to `max`. Drawn without Mantine, as the product page is. */
export function ProductQuantity({ name, value, onChange, max }: ProductQuantityProps) {
  return (
    <div role="group" aria-label={`Quantity of ${name}`} className={classes.stepper}>
      <Button
        variant="default"
        round
        aria-label={`Decrease quantity of ${name}`}
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <IconMinus size={16} aria-hidden />
      </Button>
      <output aria-live="polite" className={classes.qty} data-testid="qty">
        {value}
      </output>
      <Button
        variant="default"
        round
        aria-label={`Increase quantity of ${name}`}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <IconPlus size={16} aria-hidden />
      </Button>
    </div>
  );
}

/** Why the quantity stops where it does, under the control once it is reached. */
export function QuantityReason({ reason }: { reason: string }) {
  return (
    <p className={classes.limit} data-testid="qty-limit">
      {reason}
    </p>
  );
}
