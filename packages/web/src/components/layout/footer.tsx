import { ActionIcon, Anchor, Box, Container, Grid, Group, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram } from '@tabler/icons-react';
import { Link } from 'react-router';
import { brand } from '@shop/shared';
import { paths } from '../../config/paths';
import { socialLinks } from '../../config/social';
import { LeafMark } from './logo';
import classes from './footer.module.css';

const shopLinks = [
  { to: paths.home, label: 'All products' },
  { to: paths.aboutUs, label: 'About us' },
];

const policyLinks = [
  { to: paths.refundPolicy, label: 'Refund policy' },
  { to: paths.privacyPolicy, label: 'Privacy policy' },
  { to: paths.termsOfService, label: 'Terms of service' },
  { to: paths.shippingPolicy, label: 'Shipping policy' },
];

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <Stack gap={6}>
      <Text fw={600} fz="sm" c="herbal.9">
        {title}
      </Text>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} fz="sm" c="dark.5">
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

export function Footer() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py="xl">
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack gap="xs">
              <Group gap={8}>
                <LeafMark size={28} />
                <Text fw={700} c="herbal.9">
                  {brand.name}
                </Text>
              </Group>
              <Text fz="sm" c="dimmed">
                {brand.tagline}
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 3 }}>
            <LinkColumn title="Shop" links={shopLinks} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 3 }}>
            <LinkColumn title="Policies" links={policyLinks} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack gap={6}>
              <Text fw={600} fz="sm" c="herbal.9">
                Follow us
              </Text>
              <Group gap="xs">
                <ActionIcon
                  component="a"
                  href={socialLinks.instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  size="lg"
                  radius="xl"
                  aria-label="Instagram"
                >
                  <IconBrandInstagram size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  component="a"
                  href={socialLinks.facebook}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  size="lg"
                  radius="xl"
                  aria-label="Facebook"
                >
                  <IconBrandFacebook size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
        <Text fz="xs" c="dimmed" mt="xl">
          © {new Date().getFullYear()} {brand.name}. Prices are in Indian rupees (₹) and include
          GST.
        </Text>
      </Container>
    </Box>
  );
}
