import { Stack, Text } from '@mantine/core';
import { addressLines, type PostalAddress } from '@shop/shared';

/** An address as a shopper reads it on a parcel: the name first, then the shared lines. */
export function AddressLines({ address }: { address: PostalAddress }) {
  const [name, ...lines] = addressLines(address);
  return (
    <Stack gap={2} component="address" style={{ fontStyle: 'normal' }}>
      <Text fw={600}>{name}</Text>
      {lines.map((line, i) => (
        <Text fz="sm" key={i}>
          {line}
        </Text>
      ))}
      <Text fz="sm" c="dimmed">
        Phone {address.phone_number}
      </Text>
    </Stack>
  );
}
