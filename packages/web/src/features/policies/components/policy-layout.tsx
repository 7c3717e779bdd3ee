import type { ReactNode } from 'react';
import { Anchor, Box, Container, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import classes from './policy-layout.module.css';

const policyNav = [
  { to: paths.policy, label: 'Terms of purchase' },
  { to: paths.refundPolicy, label: 'Refund policy' },
  { to: paths.shippingPolicy, label: 'Shipping policy' },
  { to: paths.privacyPolicy, label: 'Privacy policy' },
  { to: paths.termsOfService, label: 'Terms of service' },
  { to: paths.aboutUs, label: 'About us' },
  { to: paths.contact, label: 'Contact us' },
];

interface PolicyLayoutProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** Long reading pages: a narrow text column, with the other policies one click away. */
export function PolicyLayout({ title, intro, children }: PolicyLayoutProps) {
  const { pathname } = useLocation();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Grid gutter={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 1 }}>
          <Stack gap="lg" className={classes.article} component="article">
            <Box>
              <PageTitle order={1} c="herbal.9" mb="sm" fz={{ base: 'h2', sm: 'h1' }}>
                {title}
              </PageTitle>
              <Text fz={{ base: 'md', sm: 'lg' }} c="dark.5" lh={1.6}>
                {intro}
              </Text>
            </Box>
            {children}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 2 }}>
          <Paper
            withBorder
            radius="lg"
            p="md"
            className={classes.aside}
            component="nav"
            aria-label="Shop policies"
          >
            <Text fw={600} mb="xs" c="herbal.9">
              Shop policies
            </Text>
            <Stack gap={6}>
              {policyNav.map((link) => (
                <Anchor
                  key={link.to}
                  component={Link}
                  to={link.to}
                  fz="sm"
                  fw={link.to === pathname ? 700 : 400}
                  c={link.to === pathname ? 'herbal.8' : 'dark.5'}
                  aria-current={link.to === pathname ? 'page' : undefined}
                >
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Title order={2} fz={{ base: 'h4', sm: 'h3' }} mb="xs" c="dark.7">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Box>
  );
}

export function P({ children }: { children: ReactNode }) {
  return (
    <Text lh={1.7} c="dark.6">
      {children}
    </Text>
  );
}

export function Points({ items }: { items: ReactNode[] }) {
  return (
    <List spacing={6} lh={1.6} c="dark.6">
      {items.map((item, i) => (
        <List.Item key={i}>{item}</List.Item>
      ))}
    </List>
  );
}

export function PolicyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fw={500}>
      {children}
    </Anchor>
  );
}
