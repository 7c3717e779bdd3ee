import { Anchor, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { shipmentMessages } from '@shop/shared';

/**
 * "Track parcel" on the carrier's own site, in a new tab: bold on the shopper's order page,
 * small among the staff drawer's shipment links.
 */
export function TrackParcelLink({ url, small = false }: { url: string; small?: boolean }) {
  return (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      fz={small ? 'sm' : undefined}
      fw={small ? undefined : 600}
    >
      <Group gap={4} component="span" wrap="nowrap">
        {shipmentMessages.trackParcel}
        <IconExternalLink size={small ? 14 : 16} aria-hidden />
      </Group>
    </Anchor>
  );
}
