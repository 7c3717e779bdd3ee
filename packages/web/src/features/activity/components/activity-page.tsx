import { useState } from 'react';
import { Container, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { ADMIN_AREAS, securityMessages } from '@shop/shared';
import { usePageTitle } from '../../../components/ui/page-title';
import { ActivityList } from '../../../entities/audit/activity-list';
import type { AuditFilters } from '../../../entities/audit/use-audit';

const FILTERS = Object.entries(securityMessages.activityFilters) as [
  keyof typeof securityMessages.activityFilters,
  string,
][];

/** The owner's record of what staff did, with its filters. */
export function ActivityPage() {
  usePageTitle(ADMIN_AREAS.activity.title);
  const [filters, setFilters] = useState<AuditFilters>({});
  return (
    <Container size="lg" px="md" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {ADMIN_AREAS.activity.title}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="xs">
          {FILTERS.map(([key, label]) => (
            <TextInput
              key={key}
              label={label}
              size="sm"
              defaultValue={filters[key] ?? ''}
              onBlur={(event) => {
                const value = event.currentTarget.value.trim();
                setFilters((current) => ({ ...current, [key]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        <ActivityList filters={filters} />
      </Stack>
    </Container>
  );
}
