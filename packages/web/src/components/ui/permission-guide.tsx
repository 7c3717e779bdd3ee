import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PERMISSION_LABELS, PERMISSIONS } from '@shop/shared';

/** What each permission lets its holder do, in the words the employee form uses. */
export function PermissionGuide() {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="permission-guide">
      <Title order={2} fz="h5" id="permission-guide" mb="sm">
        What each permission allows
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        {PERMISSIONS.map((permission) => (
          <Stack key={permission} gap={0}>
            <Text fz="sm" fw={600}>
              {PERMISSION_LABELS[permission].name}
            </Text>
            <Text fz="sm" c="dimmed">
              {PERMISSION_LABELS[permission].explanation}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
