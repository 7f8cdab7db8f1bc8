import { Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { DetailValues } from './contactValues';

/** Mailing List: whether the firm's mailings and automatic messages reach this contact, and where. */
export function MailingListTab({ form }: { form: UseFormReturnType<DetailValues> }) {
  const { values } = form;
  const mailing =
    values.addresses.find((a) => a.addressType === 'Mailing') ?? values.addresses.find((a) => a.isPrimary) ?? values.addresses[0];
  const mailingLines = mailing
    ? mailing.useOrgAddress
      ? ["The organization's address"]
      : [mailing.address1, mailing.address2, [mailing.city, mailing.state, mailing.zip].filter((v) => v.trim()).join(', '), mailing.country].filter((v) => v.trim())
    : [];
  return (
    <Stack gap="md" maw={720}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Switch
            label="Include in mailings"
            description="Newsletters, holiday cards and other firm mailings."
            checked={!values.preventMailing}
            onChange={(e) => form.setFieldValue('preventMailing', !e.currentTarget.checked)}
          />
          <Switch
            label="Automatic communications"
            description="Appointment reminders and case status messages sent without a person."
            checked={!values.noAutoCommunication}
            onChange={(e) => form.setFieldValue('noAutoCommunication', !e.currentTarget.checked)}
          />
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder radius="md" p="md">
          <Title order={6} mb={4}>
            Mailing address
          </Title>
          {mailingLines.length ? mailingLines.map((line) => <Text key={line} fz="sm">{line}</Text>) : <Text c="dimmed" fz="sm">No address on file</Text>}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={6} mb={4}>
            Email
          </Title>
          <Text fz="sm" c={values.email ? undefined : 'dimmed'}>
            {values.email || 'No email on file'}
          </Text>
        </Paper>
      </SimpleGrid>
      {values.preventMailing && (
        <Text c="dimmed" fz="sm">
          This contact is left out of every mailing list.
        </Text>
      )}
    </Stack>
  );
}
