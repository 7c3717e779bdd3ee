import { useId, useState, type FormEvent } from 'react';
import { formatRupees, messages, PIN_CODE_PATTERN } from '@shop/shared';
import { usePincode } from '../../../api/get-pincode';
import { Button } from '../../../components/base/button';
import { policyFacts } from '../../../config/policy-facts';
import { errorText } from '../../../lib/api-client';
import { useDeliveryQuote } from '../api/get-delivery-quote';
import classes from './check-delivery.module.css';

// The last PIN checked, so the next product page answers for it at once.
const PIN_STORAGE_KEY = 'delivery-pin';

function savedPin(): string | null {
  try {
    const pin = window.localStorage.getItem(PIN_STORAGE_KEY);
    return pin && PIN_CODE_PATTERN.test(pin) ? pin : null;
  } catch {
    return null;
  }
}

function savePin(pin: string) {
  try {
    window.localStorage.setItem(PIN_STORAGE_KEY, pin);
  } catch {
    // Private browsing may refuse storage: the check still works, it is only not remembered.
  }
}

function QuoteAnswer({ productId, pin }: { productId: number; pin: string }) {
  const quote = useDeliveryQuote(productId, pin);
  const place = usePincode(pin);
  if (quote.isPending) return <p className={classes.dimmed}>Checking…</p>;
  if (quote.error) {
    return (
      <p className={classes.problem} role="alert">
        {errorText(quote.error, messages.errors.generic)}
      </p>
    );
  }
  const { deliverable, delivery_charge, cod_available, state } = quote.data;
  // "Ashok Nagar, Jaipur, Rajasthan 302001": the PIN's main post office, district and state.
  const where = [...new Set([place.data?.places[0], place.data?.district, state])].filter(Boolean);
  return (
    <div className={classes.answer} role="status">
      <p className={classes.place}>
        {where.join(', ')} {pin}
      </p>
      {deliverable && delivery_charge !== null ? (
        <>
          <p>
            Delivery charge: <strong>{formatRupees(delivery_charge)}</strong>
          </p>
          <p>{cod_available ? messages.pincode.codAvailable : messages.pincode.codUnavailable}</p>
          <p className={classes.dimmed}>
            {messages.pincode.dispatchPromise(policyFacts.processingTime)}
          </p>
        </>
      ) : (
        <p className={classes.problem}>{messages.pincode.notDeliverable}</p>
      )}
    </div>
  );
}

/** "Check delivery": the charge to a PIN for this product alone, before signing in. */
export function CheckDelivery({ productId }: { productId: number }) {
  const inputId = useId();
  const [typed, setTyped] = useState(() => savedPin() ?? '');
  const [checked, setChecked] = useState<string | null>(savedPin);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pin = typed.trim();
    if (!PIN_CODE_PATTERN.test(pin)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    savePin(pin);
    setChecked(pin);
  };

  return (
    <section className={classes.box} aria-labelledby={`${inputId}-heading`}>
      <h2 className={classes.heading} id={`${inputId}-heading`}>
        Check delivery
      </h2>
      <form className={classes.form} onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={classes.label}>
          PIN code
        </label>
        <input
          id={inputId}
          className={classes.input}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value.replace(/\D/g, ''))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="302001"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${inputId}-error` : undefined}
        />
        <Button type="submit" variant="light">
          Check
        </Button>
      </form>
      {invalid ? (
        <p className={classes.problem} id={`${inputId}-error`}>
          {messages.pincode.invalid}
        </p>
      ) : checked ? (
        <QuoteAnswer productId={productId} pin={checked} />
      ) : null}
    </section>
  );
}
