import { Stack, Text } from '@mantine/core';
import type { Address } from '@shop/shared';

/** An address as a shopper reads it on a parcel. */
export function AddressLines({ address }: { address: Address }) {
  return (
    <Stack gap={2}>
      <Text fw={600}>{address.name}</Text>
      <Text fz="sm">
        {address.line_1}, {address.line_2}
      </Text>
      <Text fz="sm">
        {address.city}, {address.district}
      </Text>
      <Text fz="sm">
        {address.state} {address.pin_code}, {address.country}
      </Text>
      <Text fz="sm" c="dimmed">
        Phone {address.phone_number}
      </Text>
    </Stack>
  );
}
