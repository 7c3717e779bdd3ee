import type { ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';

interface CardListSkeletonProps {
  /** The accessible name of the loading state, e.g. "Loading cart". */
  label: string;
  rows: number;
  gap: 'sm' | 'md';
  /** The placeholder drawn inside each card. */
  children: ReactNode;
}

/** A list of cards still loading: a few bordered cards holding the same placeholder. */
export function CardListSkeleton({ label, rows, gap, children }: CardListSkeletonProps) {
  return (
    <Stack gap={gap} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        <Paper key={row} withBorder radius="lg" p="md">
          {children}
        </Paper>
      ))}
    </Stack>
  );
}
