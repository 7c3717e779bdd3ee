import { Anchor, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconMapPinPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { messages } from '@shop/shared';
import { paths } from '../../../config/paths';
import { findActiveState } from '../../../api/get-active-delivery-states';
import { AddressLines } from '../../../components/shop/address-lines';
import { LinkButton } from '../../../components/ui/link-button';
import type { Address, DeliveryState } from '@shop/shared';

interface AddressPickerProps {
  addresses: readonly Address[];
  states: readonly DeliveryState[];
  /** Why an address cannot be chosen: its PIN lies in another state. */
  pinProblems?: ReadonlyMap<number, string>;
  value: number | null;
  onChange: (id: number) => void;
}

/**
 * The shopper's addresses as radio cards; one whose state has no active delivery, or whose PIN
 * lies in another state, is disabled and says why.
 */
export function AddressPicker({
  addresses,
  states,
  pinProblems,
  value,
  onChange,
}: AddressPickerProps) {
  const location = useLocation();
  const addLink = (
    <Anchor component={Link} to={paths.address} state={{ returnTo: location.pathname }}>
      {addresses.length === 0 ? messages.payment.noAddresses : 'Add or edit addresses'}
    </Anchor>
  );

  if (addresses.length === 0) {
    return (
      <Paper withBorder radius="md" p="md" role="status">
        <Stack gap="sm" align="flex-start">
          <Text>{messages.payment.noAddresses}</Text>
          <LinkButton
            to={paths.address}
            state={{ returnTo: location.pathname }}
            variant="light"
            icon={IconMapPinPlus}
          >
            Add address
          </LinkButton>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="sm">
      <Radio.Group
        value={value === null ? null : String(value)}
        onChange={(next) => onChange(Number(next))}
        name="address"
        aria-label="Delivery address"
      >
        <Stack gap="sm">
          {addresses.map((address) => {
            const pinProblem = pinProblems?.get(address.id);
            const deliverable = !!findActiveState(states, address.state) && !pinProblem;
            const checked = value === address.id;
            return (
              <Paper
                key={address.id}
                withBorder
                radius="md"
                p="sm"
                style={{
                  borderColor: checked ? 'var(--mantine-color-herbal-6)' : undefined,
                  background: checked ? 'var(--mantine-color-herbal-0)' : undefined,
                  opacity: deliverable ? 1 : 0.75,
                }}
              >
                <Radio
                  value={String(address.id)}
                  disabled={!deliverable}
                  label={<AddressLines address={address} />}
                  description={
                    pinProblem ?? (deliverable ? undefined : messages.payment.deliveryUnavailable)
                  }
                  styles={{
                    description: { color: 'var(--mantine-color-red-7)', fontWeight: 500 },
                    label: { cursor: deliverable ? 'pointer' : 'not-allowed' },
                  }}
                />
              </Paper>
            );
          })}
        </Stack>
      </Radio.Group>
      <Text fz="sm">{addLink}</Text>
    </Stack>
  );
}
