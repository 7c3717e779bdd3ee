import { useEffect, useRef } from 'react';
import { messages, PIN_CODE_PATTERN, type Pincode } from '@shop/shared';
import { usePincode } from '../../../api/get-pincode';

/** The state and district a known PIN fills in: an active delivery state of the PIN's first. */
export function pinFill(pincode: Pincode, stateNames: readonly string[]) {
  const active = pincode.states.find(({ state }) =>
    stateNames.some((name) => name.toLowerCase() === state.toLowerCase()),
  );
  return { state: (active ?? pincode.states[0]!).state, district: pincode.district };
}

interface PinAutofill {
  pin: string;
  /** The saved address's PIN: its own state and district stay until the PIN changes. */
  initialPin?: string;
  onFound: (pincode: Pincode) => void;
}

/**
 * Looks the PIN up as it is typed and hands each newly found PIN to `onFound` once, so the
 * shopper can still edit what it filled in. Answers the quiet note for the PIN field and the
 * PIN's post offices as city suggestions.
 */
export function usePinAutofill({ pin, initialPin, onFound }: PinAutofill) {
  const lookup = usePincode(pin);
  const handled = useRef(initialPin);
  const found = useRef(onFound);
  found.current = onFound;

  useEffect(() => {
    if (lookup.data && handled.current !== lookup.data.pin) {
      handled.current = lookup.data.pin;
      found.current(lookup.data);
    }
  }, [lookup.data]);

  const current = PIN_CODE_PATTERN.test(pin) ? lookup.data : undefined;
  const note =
    current === null
      ? messages.pincode.notKnownNote
      : current
        ? messages.pincode.lookedUp(
            current.district,
            current.states.map((s) => s.state).join(' / '),
          )
        : undefined;
  return { note, places: current?.places ?? [] };
}

/** The PIN's post offices offered under the city field (a native list: nothing to load). */
export function PlaceSuggestions({ id, places }: { id: string; places: readonly string[] }) {
  return (
    <datalist id={id}>
      {places.map((place) => (
        <option key={place} value={place} />
      ))}
    </datalist>
  );
}
