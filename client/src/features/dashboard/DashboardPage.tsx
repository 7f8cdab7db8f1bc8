import { Grid } from '@mantine/core';
import { PageHeader } from '../../ui/PageHeader';
import { TodaysEvent } from '../calendar/TodaysEvent';

/** The firm dashboard (spec 2.3). Today's Event reads your calendar; the other sections come with the dashboard work. */
export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6, xl: 4 }}>
          <TodaysEvent />
        </Grid.Col>
      </Grid>
    </>
  );
}
