import { useQuery } from '@apollo/client/react';
import { Anchor, Avatar, Grid, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconBuildingBank, IconGavel, IconMinus, IconSparkles, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  BackOfficeAiUsageDocument,
  BackOfficeTopFirmsDocument,
  BackOfficeTotalsDocument,
  type AiUsagePeriod,
} from '../../gql/graphql';
import { initials } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from './BackOfficeList';
import { changeSinceYesterday, formatCount, formatDayRange } from './backOfficeFormat';

/** The chart (recharts) loads only for this screen, not with the firm users' home page. */
const AiUsageChart = lazy(() => import('./AiUsageChart').then((module) => ({ default: module.AiUsageChart })));

const PERIODS: Array<{ value: AiUsagePeriod; label: string }> = [
  { value: 'DAY', label: 'Day' },
  { value: 'WEEK', label: 'Week' },
  { value: 'MONTH', label: 'Month' },
  { value: 'YEAR', label: 'Year' },
];

const CHANGE_LOOK = {
  up: { color: 'teal', Icon: IconArrowUpRight },
  down: { color: 'red', Icon: IconArrowDownRight },
  none: { color: 'gray', Icon: IconMinus },
} as const;

interface Figure {
  total: number;
  yesterday: number;
}

function StatCard({ title, icon, figure }: { title: string; icon: ReactNode; figure: Figure | undefined }) {
  const change = figure ? changeSinceYesterday(figure.total, figure.yesterday) : null;
  const look = change ? CHANGE_LOOK[change.direction] : null;
  return (
    <Paper withBorder p="lg" role="group" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text c="dimmed" fz="sm" fw={500}>
            {title}
          </Text>
          {figure ? (
            <Text fz={30} fw={700} lh={1.3}>
              {formatCount(figure.total)}
            </Text>
          ) : (
            <Skeleton h={38} w={90} mt={4} />
          )}
        </div>
        <ThemeIcon variant="light" size={48} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
      {change && look && figure && (
        <Group gap={4} mt="sm" wrap="nowrap" title={`This time yesterday: ${formatCount(figure.yesterday)}`}>
          <look.Icon size={16} color={`var(--mantine-color-${look.color}-7)`} aria-hidden />
          <Text fz="sm" c={`${look.color}.8`} fw={500}>
            {change.text}
          </Text>
        </Group>
      )}
    </Paper>
  );
}

function AiUsagePanel() {
  const [period, setPeriod] = useState<AiUsagePeriod>('MONTH');
  const { data, previousData } = useQuery(BackOfficeAiUsageDocument, { variables: { period }, fetchPolicy: 'cache-and-network' });
  const usage = (data ?? previousData)?.backOfficeAiUsage;
  return (
    <Paper withBorder p="lg" h="100%" role="group" aria-label="AI usage">
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" size={36} radius="md">
              <IconSparkles size={20} />
            </ThemeIcon>
            <Title order={3} fz="lg">
              AI Usage
            </Title>
          </Group>
        </Group>
        <SegmentedControl fullWidth value={period} onChange={(value) => setPeriod(value as AiUsagePeriod)} data={PERIODS} aria-label="AI usage period" />
        <div>
          {usage && usage.period === period ? (
            <>
              <Text fz={34} fw={700} lh={1.2} aria-live="polite">
                {formatCount(usage.words)}
              </Text>
              <Text c="dimmed" fz="sm">
                words used · {formatDayRange(usage.from, usage.to)}
              </Text>
            </>
          ) : (
            <Skeleton h={60} w={160} />
          )}
        </div>
        <Text c="dimmed" fz="xs" mt="auto">
          Words written to and by the AI assistant, all firms together.
        </Text>
      </Stack>
    </Paper>
  );
}

function TopFirms() {
  const { data, loading } = useQuery(BackOfficeTopFirmsDocument, { fetchPolicy: 'cache-and-network' });
  const rows = data?.backOfficeTopFirms ?? [];
  return (
    <Paper withBorder p="lg" h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg">
          Top 5 Active Firms
        </Title>
        <Anchor component={Link} to="/firms" fz="sm" fw={500}>
          See all
        </Anchor>
      </Group>
      <Table verticalSpacing="xs" aria-label="Top 5 Active Firms">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Firm Name</Table.Th>
            <Table.Th>Members</Table.Th>
            <Table.Th title="Members who signed in or were connected in the last 30 days">Active (30 days)</Table.Th>
            <Table.Th>AI Words (30 days)</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ firm, activeMembers, aiWords }) => (
            <Table.Tr key={firm.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={firm.avatarUrl} alt="" radius="md" size={28} color="navy">
                    {initials(firm.name)}
                  </Avatar>
                  <Text fz="sm" fw={500}>
                    {firm.name}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>{formatCount(firm.totalMembers)}</Table.Td>
              <Table.Td>{formatCount(activeMembers)}</Table.Td>
              <Table.Td>{formatCount(aiWords)}</Table.Td>
              <Table.Td>
                <StatusBadge status={firm.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!loading && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          No active firms found
        </Text>
      )}
    </Paper>
  );
}

/**
 * The platform admin's home (spec 2.15): totals with their change since this time yesterday, AI
 * usage per period, the top 5 active firms and the AI usage chart. No firm's own records appear.
 */
export function AdminDashboardPage() {
  const totals = useQuery(BackOfficeTotalsDocument, { fetchPolicy: 'cache-and-network' }).data?.backOfficeTotals;
  return (
    <Stack gap="lg">
      <PageHeader title="Admin Dashboard" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt={-8}>
        <StatCard title="Total Firms" icon={<IconBuildingBank size={26} />} figure={totals?.firms} />
        <StatCard title="Total Attorney" icon={<IconGavel size={26} />} figure={totals?.attorneys} />
        <StatCard title="Total Paralegals" icon={<IconUsers size={26} />} figure={totals?.paralegals} />
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <TopFirms />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <AiUsagePanel />
        </Grid.Col>
      </Grid>
      <Suspense fallback={<Skeleton h={360} radius="lg" />}>
        <AiUsageChart />
      </Suspense>
    </Stack>
  );
}
