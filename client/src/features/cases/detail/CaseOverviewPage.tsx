import { skipToken, useQuery } from '@apollo/client/react';
import { Anchor, Button, Grid, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CaseDetailDocument, ContactDetailDocument, PartiesDocument } from '../../../gql/graphql';
import { Field } from '../../../ui/Field';
import { formatPhone } from '../../../ui/format';
import { MissingRecord } from '../../../ui/MissingRecord';
import { PageLoader } from '../../../ui/PageLoader';
import { serverProblem } from '../../../ui/serverProblem';
import { caseDetailPath, STATUS_LABELS } from '../matterFormat';
import { Section } from './Section';
import { TimelineCard } from './TimelineCard';
import { DocumentsView } from '../../documents/DocumentsView';
import { TasksView } from '../../tasks/TasksView';

const DEFENDANT_SIDE = new Set(['DEFENDANT', 'NON_PARTY_CONTACT', 'THIRD_PARTY_ACTION']);
const COUNSEL_ROLES = new Set(['Attorney', 'Opposing Counsel']);

/**
 * /cases/caseDetails?id=… (spec 2.6, the tabbed Add New Case): Matter Details (a read-only summary,
 * the client's contact section and the editable timeline), Tasks and Documents. Save Matter and
 * Cancel go on to the case's All Case Contacts.
 */
export function CaseOverviewPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const { data, loading, error } = useQuery(CaseDetailDocument, id ? { variables: { id } } : skipToken);
  const parties = useQuery(PartiesDocument, id ? { variables: { matterId: id, category: null, page: 1, pageSize: 100 } } : skipToken);
  const clientId = data?.matter.client?.id;
  const client = useQuery(ContactDetailDocument, clientId ? { variables: { id: clientId } } : skipToken);

  if (!id) return <MissingRecord backTo="/cases" backLabel="Back to Cases" message="Choose a case from the case list." />;
  if (loading && !data) return <PageLoader />;
  if (!data) {
    return <MissingRecord message={serverProblem(error).code === 'NOT_FOUND' ? 'This case does not exist, was deleted, or is not shared with you.' : "The case couldn't be loaded."} backTo="/cases" backLabel="Back to Cases" />;
  }
  const matter = data.matter;
  const everyone = parties.data?.parties.items ?? [];
  const counsel = everyone.filter((p) => DEFENDANT_SIDE.has(p.category) && p.role && COUNSEL_ROLES.has(p.role)).map((p) => p.contact.name);
  const emergency = everyone.find((p) => p.role === 'Emergency Contact');
  const contact = client.data?.contact;
  const address = contact?.addresses.find((a) => a.isPrimary) ?? contact?.addresses[0];
  const preferred = contact?.phones.some((p) => p.canText) ? 'Text message' : contact?.primaryPhone ? 'Phone call' : contact?.email ? 'Email' : null;
  const onward = () => navigate(`${caseDetailPath(matter.id)}&tab=allCaseContacts`);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz={26}>
          {matter.name}
        </Title>
        <Group gap="sm">
          <Button variant="default" onClick={onward}>
            Cancel
          </Button>
          <Button onClick={onward}>Save Matter</Button>
        </Group>
      </Group>
      <Paper withBorder radius="lg" p="md">
        <Tabs defaultValue="matterDetails" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="matterDetails">Matter Details</Tabs.Tab>
            <Tabs.Tab value="tasks">Tasks</Tabs.Tab>
            <Tabs.Tab value="documents">Documents</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="matterDetails">
            <Grid gap="md">
              <Grid.Col span={{ base: 12, lg: 7 }}>
                <Stack gap="md">
                  <Section title="Matter Details">
                    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
                      <Field label="Case Name" value={matter.name} />
                      <Field label="Practice Area" value={matter.practiceArea} />
                      <Field label="Matter Stage" value={matter.stage} />
                      <Field label="Court" value={matter.court} />
                      <Field label="Current Status" value={STATUS_LABELS[matter.status]} />
                      <Field label="Case Number" value={matter.number} />
                      <Field label="Opposing Counsel" value={counsel.join(', ')} />
                    </SimpleGrid>
                    <Text fz="xs" c="dimmed" mt="md">
                      Description
                    </Text>
                    <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {matter.description || '—'}
                    </Text>
                  </Section>
                  <TimelineCard matter={matter} />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 5 }}>
                <Section title="Contact">
                  <SimpleGrid cols={2} spacing="md">
                    <Field
                      label="Client Name"
                      value={matter.client && (
                        <Anchor component={Link} to={`/contactsPage?id=${matter.client.id}`} fz="sm">
                          {matter.client.name}
                        </Anchor>
                      )}
                    />
                    <Field label="Email" value={contact?.email} />
                    <Field label="Phone Number" value={formatPhone(contact?.primaryPhone)} />
                    <Field label="Preferred Method" value={preferred} />
                    <Field label="Emergency Contact" value={emergency && [emergency.contact.name, formatPhone(emergency.contact.primaryPhone)].filter(Boolean).join(' · ')} />
                    <Field
                      label="Address"
                      value={address && [address.address1, address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
                    />
                  </SimpleGrid>
                </Section>
              </Grid.Col>
            </Grid>
          </Tabs.Panel>
          <Tabs.Panel value="tasks">
            <TasksView matter={{ id: matter.id, name: matter.name, number: matter.number }} defaultView="row" heading="h3" />
          </Tabs.Panel>
          <Tabs.Panel value="documents">
            <DocumentsView matter={{ id: matter.id, name: matter.name, number: matter.number }} heading="h3" />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
