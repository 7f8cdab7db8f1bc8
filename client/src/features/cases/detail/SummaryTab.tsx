import { Anchor, Button, Grid, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarEvent, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { CaseDetailFieldsFragment } from '../../../gql/graphql';
import { Field } from '../../../ui/Field';
import { formatDay, formatPhone } from '../../../ui/format';
import { PRIORITY_LABELS } from '../matterFormat';
import type { CaseTab } from './caseTabs';
import { EditCaseDialog } from './EditCaseDialog';
import { RecentActivity } from './RecentActivity';
import { Section } from './Section';
import { StaffGrid } from './StaffGrid';
import { TimelineCard } from './TimelineCard';
import { UpcomingEvents } from '../../calendar/UpcomingEvents';
import { StatuteAlert } from '../../deadlines/StatuteAlert';
import { DamagesSummary } from '../../damages/DamagesSummary';
import { FeeAgreementSummary } from '../../settlement/FeeAgreementSummary';

const QUESTION_TEXT = {
  MORE_THAN_TWO_YEARS: 'More than two years ago',
  LESS_THAN_TWO_WEEKS: 'Less than two weeks ago',
  TWO_WEEKS_TO_TWO_YEARS: 'More than two weeks and less than two years',
} as const;

/** Summary: Details, Staff, Pending Appointments and Timeline on the left; Facts, Damages and Recent Activity on the right. */
export function SummaryTab({ matter, onOpenTab }: { matter: CaseDetailFieldsFragment; onOpenTab: (tab: CaseTab) => void }) {
  const [editing, edit] = useDisclosure(false);
  const { incident } = matter;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="md">
          <StatuteAlert matterId={matter.id} onOpen={() => onOpenTab('deadlines')} />
          <Section
            title="Details"
            action={
              <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={edit.open}>
                Edit
              </Button>
            }
          >
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
              <Field label="Case Number" value={matter.number} />
              <Field
                label="Client"
                value={matter.client && (
                  <Anchor component={Link} to={`/contactsPage?id=${matter.client.id}`} fz="sm">
                    {matter.client.name}
                  </Anchor>
                )}
              />
              <Field label="Client Phone" value={formatPhone(matter.client?.primaryPhone)} />
              <Field label="Case Group" value={matter.caseGroup} />
              <Field label="Case Type" value={[matter.caseType, matter.caseSubType].filter(Boolean).join(' · ')} />
              <Field label="Practice Area" value={matter.practiceArea} />
              <Field label="Matter Stage" value={matter.stage} />
              <Field label="Court" value={matter.court} />
              <Field label="Priority" value={PRIORITY_LABELS[matter.priority]} />
              <Field label="Opened" value={formatDay(String(matter.createdAt).slice(0, 10))} />
              <Field label="Matter Permission" value={matter.permission === 'EVERYONE' ? 'Everyone' : 'Specific User'} />
              <Field label="Referral" value={[matter.referral.sourceName, matter.referral.advertisingSource, matter.referral.lawFirm].filter(Boolean).join(' · ')} />
              <FeeAgreementSummary matterId={matter.id} onOpen={() => onOpenTab('settlement')} />
            </SimpleGrid>
            {matter.description && (
              <Text fz="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
                {matter.description}
              </Text>
            )}
          </Section>
          <StaffGrid matter={matter} />
          <Section
            title="Pending Appointments"
            action={
              <Button size="xs" variant="light" leftSection={<IconCalendarEvent size={14} />} onClick={() => onOpenTab('calendar')}>
                View Calendar
              </Button>
            }
          >
            <UpcomingEvents matterId={matter.id} emptyText="No pending appointments." />
          </Section>
          <TimelineCard matter={matter} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="md">
          <Section
            title="Facts and Incident Details"
            action={
              <Button size="xs" variant="subtle" onClick={() => onOpenTab('incident')}>
                Open Incident
              </Button>
            }
          >
            <Stack gap="sm">
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} c={matter.facts ? undefined : 'dimmed'}>
                {matter.facts ?? 'No facts recorded yet.'}
              </Text>
              <SimpleGrid cols={2} spacing="sm">
                <Field label="Incident Date" value={formatDay(incident.date)} />
                <Field label="State" value={incident.state} />
                <Field label="Liability" value={incident.liabilityCode} />
                <Field label="Accident" value={incident.accidentTiming ? QUESTION_TEXT[incident.accidentTiming] : null} />
                <Field label="Injury" value={incident.noInjury ? 'No injury' : incident.seriousInjury ? 'Serious injury' : incident.otherInjuries} />
              </SimpleGrid>
              {incident.facts && (
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {incident.facts}
                </Text>
              )}
            </Stack>
          </Section>
          <DamagesSummary matterId={matter.id} onOpenMedical={() => onOpenTab('medical')} />
          <RecentActivity matterId={matter.id} />
        </Stack>
      </Grid.Col>
      <EditCaseDialog matter={matter} opened={editing} onClose={edit.close} />
    </Grid>
  );
}
