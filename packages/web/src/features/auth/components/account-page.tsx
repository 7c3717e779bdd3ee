import { useEffect, useState } from 'react';
import {
  Avatar,
  Badge,
  Container,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMail, IconMapPin, IconPackage, IconPhone, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { permissionName } from '@shop/shared';
import { LinkButton } from '../../../components/ui/link-button';
import { usePageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useMe } from '../api/get-me';
import { AccountDetailsForm } from './account-details-form';
import { ChangePasswordSection } from './change-password-form';
import { DataRightsSection } from './data-rights-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

function initials(first: string, last: string, email: string): string {
  const letters = `${first.charAt(0)}${last.charAt(0)}`.trim();
  return (letters || email.charAt(0)).toUpperCase();
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text c="dimmed" mt={2} aria-hidden>
        {icon}
      </Text>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
      </Stack>
    </Group>
  );
}

/** Where a shopper goes on from the account screen. */
const shopperLinks = [
  { to: paths.orders, label: 'Orders', icon: IconPackage },
  { to: paths.address, label: 'Addresses', icon: IconMapPin },
];

/** The signed-in user's details, refreshed from the server when opened. */
export function AccountPage() {
  usePageTitle('Account');
  const { user, setUser } = useSession();
  const me = useMe({ enabled: user !== null });
  // Where the two-factor section stands is settled when the screen opens: moving it once it
  // is turned on would drop the recovery codes it has to show.
  const [setupFirst] = useState(() => user?.two_factor_setup_required === true);

  useEffect(() => {
    if (me.data) setUser(me.data);
  }, [me.data, setUser]);

  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const isStaff = user.is_admin || user.permissions.length > 0;

  return (
    <Container size={640} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <Avatar size={64} radius="xl" color="herbal" variant="light">
              {initials(user.first_name, user.last_name, user.email)}
            </Avatar>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed">
                Account
              </Text>
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              {user.is_admin ? (
                <Badge variant="light" color="grape" w="fit-content">
                  Staff
                </Badge>
              ) : null}
            </Stack>
          </Group>

          <Divider />

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Detail icon={<IconMail size={18} />} label="E-mail">
              {user.email}
            </Detail>
            <Detail icon={<IconPhone size={18} />} label="Phone">
              {user.phone_number || '—'}
            </Detail>
          </SimpleGrid>

          {isStaff ? (
            <Detail icon={<IconShieldCheck size={18} />} label="Permissions">
              {user.permissions.length > 0 ? (
                <Group gap={6} mt={4} component="span">
                  {user.permissions.map((permission) => (
                    <Badge key={permission} variant="outline" component="span">
                      {permissionName(permission)}
                    </Badge>
                  ))}
                </Group>
              ) : (
                '—'
              )}
            </Detail>
          ) : null}

          {setupFirst ? (
            <>
              <TwoFactorSection />
              <Divider />
            </>
          ) : null}
          <AccountDetailsForm user={user} />
          <Divider />
          <ChangePasswordSection />
          <Divider />
          {setupFirst ? null : <TwoFactorSection />}
          <Divider />
          <SessionsSection />
          <Divider />
          <DataRightsSection user={user} />
          <Divider />

          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {shopperLinks.map(({ to, label, icon }) => (
              <LinkButton key={to} to={to} variant="light" size="md" icon={icon}>
                {label}
              </LinkButton>
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
    </Container>
  );
}
