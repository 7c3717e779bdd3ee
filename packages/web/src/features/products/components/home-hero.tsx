import { Box, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLeaf, IconShieldCheck, IconTruckDelivery } from '@tabler/icons-react';
import { brand } from '@shop/shared';
import classes from './home-hero.module.css';

const promises = [
  { icon: IconLeaf, text: 'Herbal and Ayurvedic care' },
  { icon: IconShieldCheck, text: 'Secure online payment' },
  { icon: IconTruckDelivery, text: 'Delivery across India' },
];

export function HomeHero() {
  return (
    <Box className={classes.hero}>
      <Stack gap="sm" maw={640}>
        <Title order={1} className={classes.title}>
          {brand.tagline}
        </Title>
        <Text c="dark.5" fz={{ base: 'sm', sm: 'md' }}>
          Natural remedies and everyday personal care, chosen with care. Every price is shown in
          rupees with GST included.
        </Text>
        <Group gap="lg" mt={4}>
          {promises.map(({ icon: Icon, text }) => (
            <Group key={text} gap={6} wrap="nowrap">
              <ThemeIcon size="sm" radius="xl" variant="light">
                <Icon size={14} aria-hidden />
              </ThemeIcon>
              <Text fz="sm" fw={500} c="herbal.9">
                {text}
              </Text>
            </Group>
          ))}
        </Group>
      </Stack>
    </Box>
  );
}
