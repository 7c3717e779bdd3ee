import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import { type Dashboard, dashboardMessages, formatRupees } from '@shop/shared';
import { TitledSection } from '../../../components/ui/titled-section';

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** '2026-04-05' as '5 Apr'. */
const dayLabel = (date: string) => {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${SHORT_MONTHS[month - 1]}`;
};

/** Revenue as bars and paid orders as a line, per India calendar day of the range. */
export function SalesChart({ days }: { days: NonNullable<Dashboard['by_day']> }) {
  const data = days.map((day) => ({ ...day, day: dayLabel(day.date) }));
  const empty = days.every((day) => day.orders === 0 && day.revenue === 0);
  return (
    <TitledSection title={dashboardMessages.chartTitle} roomy>
      {empty ? (
        <Text c="dimmed">{dashboardMessages.chartEmpty}</Text>
      ) : (
        <CompositeChart
          h={260}
          data={data}
          dataKey="day"
          withLegend
          withRightYAxis
          maxBarWidth={28}
          yAxisProps={{
            width: 72,
            tickFormatter: (v: number) => formatRupees(v).replace(/\.00$/, ''),
          }}
          rightYAxisProps={{ width: 32, allowDecimals: false }}
          tooltipProps={{
            content: ({ label, payload }) =>
              payload?.length ? (
                <Paper px="md" py="xs" withBorder shadow="md" radius="md">
                  <Text fw={600} fz="sm">
                    {label}
                  </Text>
                  {payload.map((item) => (
                    <Text key={String(item.dataKey)} fz="sm">
                      {item.dataKey === 'revenue'
                        ? `${dashboardMessages.figures.revenue}: ${formatRupees(Number(item.value))}`
                        : `${dashboardMessages.figures.orders}: ${item.value}`}
                    </Text>
                  ))}
                </Paper>
              ) : null,
          }}
          series={[
            {
              name: 'revenue',
              label: dashboardMessages.figures.revenue,
              color: 'herbal.6',
              type: 'bar',
            },
            {
              name: 'orders',
              label: dashboardMessages.figures.orders,
              color: 'orange.6',
              type: 'line',
              yAxisId: 'right',
            },
          ]}
        />
      )}
    </TitledSection>
  );
}
