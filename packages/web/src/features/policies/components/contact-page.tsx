import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone, IconUserShield } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { messages } from '@shop/shared';
import { useShop } from '../../../api/get-shop';
import { telHref } from '../../../components/layout/footer';
import { RetryPanel } from '../../../components/ui/retry-panel';
import { P, PolicyLayout, PolicySection } from './policy-layout';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="div">
          <span aria-hidden>{icon}</span> {label}
        </Text>
        <Text style={{ overflowWrap: 'anywhere' }} component="div">
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The seller's name, address, phone, e-mail and grievance officer, from the server's settings. */
export function ContactPage() {
  const shop = useShop();
  return (
    <PolicyLayout
      title={messages.contact.title}
      intro="Questions about a product, an order or a refund? Write or call us; we answer on working days."
    >
      {shop.isError ? (
        <RetryPanel error={shop.error} onRetry={() => shop.refetch()} />
      ) : !shop.data ? (
        <Skeleton height={160} radius="md" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Fact icon={<IconPhone size={14} />} label="Phone">
              <Anchor href={telHref(shop.data.phone)}>{shop.data.phone}</Anchor>
            </Fact>
            <Fact icon={<IconMail size={14} />} label="E-mail">
              <Anchor href={`mailto:${shop.data.email}`}>{shop.data.email}</Anchor>
            </Fact>
          </SimpleGrid>
          <PolicySection title="Seller">
            <Fact icon={<IconMapPin size={14} />} label={shop.data.name}>
              <address style={{ fontStyle: 'normal' }}>{shop.data.address}</address>
            </Fact>
          </PolicySection>
          <PolicySection title={messages.contact.grievanceOfficer}>
            <Fact
              icon={<IconUserShield size={14} />}
              label={shop.data.grievance_officer.designation}
            >
              <Stack gap={2}>
                <span>{shop.data.grievance_officer.name}</span>
                <Anchor href={`mailto:${shop.data.grievance_officer.email}`}>
                  {shop.data.grievance_officer.email}
                </Anchor>
              </Stack>
            </Fact>
            <P>{messages.contact.grievanceNote}</P>
          </PolicySection>
        </>
      )}
    </PolicyLayout>
  );
}
