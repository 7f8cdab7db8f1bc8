import { useQuery } from '@apollo/client/react';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Group, Paper, SegmentedControl, Skeleton, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { BackOfficeAiUsageSeriesDocument, type AiUsageRange } from '../../gql/graphql';
import { formatCount } from './backOfficeFormat';

const RANGES: Array<{ value: AiUsageRange; label: string }> = [
  { value: 'MONTH', label: 'Month' },
  { value: 'YEAR', label: 'Year' },
];

/** 'Usage of the Ai monthly': AI words per day of this month or per month of this year. */
export function AiUsageChart() {
  const [range, setRange] = useState<AiUsageRange>('MONTH');
  const { data, previousData } = useQuery(BackOfficeAiUsageSeriesDocument, { variables: { range }, fetchPolicy: 'cache-and-network' });
  const series = (data ?? previousData)?.backOfficeAiUsageSeries;
  const points = series?.points ?? [];
  const total = points.reduce((sum, point) => sum + point.words, 0);
  const unit = range === 'MONTH' ? 'day' : 'month';
  return (
    <Paper withBorder p="lg" role="region" aria-label="Usage of the Ai monthly">
      <Group justify="space-between" mb="md">
        <Title order={3} fz="lg">
          Usage of the Ai monthly
        </Title>
        <SegmentedControl value={range} onChange={(value) => setRange(value as AiUsageRange)} data={RANGES} aria-label="Chart range" />
      </Group>
      <figure style={{ margin: 0 }} aria-label={`AI words per ${unit} this ${range === 'MONTH' ? 'month' : 'year'}: ${formatCount(total)} in all`}>
        {series ? (
          <BarChart
            h={280}
            data={points}
            dataKey="label"
            series={[{ name: 'words', label: 'Words', color: 'navy.6' }]}
            tickLine="y"
            gridAxis="x"
            valueFormatter={formatCount}
            yAxisProps={{ allowDecimals: false, width: 56 }}
            barProps={{ radius: 4 }}
          />
        ) : (
          <Skeleton h={280} />
        )}
        <VisuallyHidden>
          <table>
            <caption>AI words per {unit}</caption>
            <thead>
              <tr>
                <th>{range === 'MONTH' ? 'Day' : 'Month'}</th>
                <th>Words</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.start}>
                  <td>{point.label}</td>
                  <td>{point.words}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      </figure>
    </Paper>
  );
}
