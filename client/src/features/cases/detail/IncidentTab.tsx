import { useMutation } from '@apollo/client/react';
import { Alert, Button, Checkbox, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { UpdateIncidentDocument, type AccidentTiming, type CaseDetailFieldsFragment, type InjuryLocation } from '../../../gql/graphql';
import { orNull, withCurrent } from '../../../ui/formValues';
import { serverProblem } from '../../../ui/serverProblem';
import { placeFieldProblems } from '../../../ui/useFormSave';
import { useOptionLists } from '../../options/useOptionLists';
import { lengthRules, maxLengthOf } from '../../../ui/limits';

const TIMING: Array<{ value: AccidentTiming; label: string }> = [
  { value: 'MORE_THAN_TWO_YEARS', label: 'More than two years ago' },
  { value: 'LESS_THAN_TWO_WEEKS', label: 'Less than two weeks ago' },
  { value: 'TWO_WEEKS_TO_TWO_YEARS', label: 'More than two weeks and less than two years' },
];
const LOCATIONS: Array<{ value: InjuryLocation; label: string }> = [
  { value: 'STORE_RETAIL', label: 'Store/Retail premises' },
  { value: 'WAREHOUSE', label: 'Warehouse' },
  { value: 'RESIDENCE_APARTMENT', label: 'Residence/Apartment' },
  { value: 'RESIDENCE_HOUSE', label: 'Residence/House' },
  { value: 'ROAD', label: 'Road' },
  { value: 'PARKING_LOT', label: 'Parking lot' },
  { value: 'PARK', label: 'Park' },
  { value: 'OTHER', label: 'Other' },
];

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');
const fromYesNo = (value: string) => (value === '' ? null : value === 'yes');

function valuesOf(incident: CaseDetailFieldsFragment['incident']) {
  return {
    state: incident.state,
    date: incident.date ?? '',
    liabilityCode: incident.liabilityCode,
    comments: incident.comments ?? '',
    facts: incident.facts ?? '',
    mergedFacts: incident.mergedFacts ?? '',
    accidentTiming: incident.accidentTiming ?? '',
    previousAttorney: yesNo(incident.previousAttorney),
    injuryLocation: incident.injuryLocation ?? '',
    propertyOwner: incident.propertyOwner ?? '',
    reportedIncident: yesNo(incident.reportedIncident),
    seriousInjury: incident.seriousInjury,
    noInjury: incident.noInjury,
    otherInjuries: incident.otherInjuries ?? '',
  };
}

/** Incident: details and the intake questionnaire. Save stores them over the case's version; Cancel reverts. */
export function IncidentTab({ matter }: { matter: CaseDetailFieldsFragment }) {
  const lists = useOptionLists(['STATES', 'LIABILITY_CODES']);
  const [problem, setProblem] = useState<{ message: string; stale: boolean } | null>(null);
  const [updateIncident, { loading }] = useMutation(UpdateIncidentDocument, { refetchQueries: ['MatterActivity'] });
  const form = useForm({
    initialValues: valuesOf(matter.incident),
    validate: lengthRules('UpdateIncidentInput', ['comments', 'facts', 'mergedFacts', 'propertyOwner', 'otherInjuries']),
  });

  const save = form.onSubmit(async (values) => {
    setProblem(null);
    try {
      const { data } = await updateIncident({
        variables: {
          input: {
            matterId: matter.id,
            version: matter.version,
            state: values.state,
            date: orNull(values.date),
            liabilityCode: values.liabilityCode,
            comments: orNull(values.comments),
            facts: orNull(values.facts),
            mergedFacts: orNull(values.mergedFacts),
            accidentTiming: (values.accidentTiming || null) as AccidentTiming | null,
            previousAttorney: fromYesNo(values.previousAttorney),
            injuryLocation: (values.injuryLocation || null) as InjuryLocation | null,
            propertyOwner: orNull(values.propertyOwner),
            reportedIncident: fromYesNo(values.reportedIncident),
            seriousInjury: values.seriousInjury,
            noInjury: values.noInjury,
            otherInjuries: orNull(values.otherInjuries),
          },
        },
      });
      if (data) {
        const saved = valuesOf(data.updateIncident.incident);
        form.setInitialValues(saved);
        form.setValues(saved);
        form.resetDirty(saved);
        notifications.show({ color: 'green', message: 'Incident saved.' });
      }
    } catch (failure) {
      const found = serverProblem(failure, "The incident couldn't be saved. Check your connection and try again.");
      if (found.fields) {
        // Every message at once: at its field, those about no field of the form above it.
        const placed = placeFieldProblems(found.fields, Object.keys(form.getValues()));
        form.setErrors(placed.errors);
        if (placed.elsewhere) setProblem({ message: placed.elsewhere, stale: false });
      } else setProblem({ message: found.message, stale: found.code === 'CONFLICT' });
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md" maw={960}>
        {problem && (
          <Alert color={problem.stale ? 'yellow' : 'red'} role="alert" title={problem.stale ? 'Changed by someone else' : undefined}>
            {problem.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="State" data={withCurrent(lists.STATES, form.values.state)} searchable clearable nothingFoundMessage="No options available" {...form.getInputProps('state')} />
          <TextInput label="Incident Date" type="date" {...form.getInputProps('date')} />
          <Select label="Liability Code" data={withCurrent(lists.LIABILITY_CODES, form.values.liabilityCode)} clearable {...form.getInputProps('liabilityCode')} />
        </SimpleGrid>
        <Textarea label="Comments" autosize minRows={2} maxRows={12} maxLength={maxLengthOf('UpdateIncidentInput', 'comments')} {...form.getInputProps('comments')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea label="Facts" autosize minRows={3} maxRows={16} maxLength={maxLengthOf('UpdateIncidentInput', 'facts')} {...form.getInputProps('facts')} />
          <Textarea label="Merged Facts" autosize minRows={3} maxRows={16} maxLength={maxLengthOf('UpdateIncidentInput', 'mergedFacts')} {...form.getInputProps('mergedFacts')} />
        </SimpleGrid>
        <Group>
          <Checkbox label="Serious Injury" {...form.getInputProps('seriousInjury', { type: 'checkbox' })} />
          <Checkbox label="No Injury" {...form.getInputProps('noInjury', { type: 'checkbox' })} />
          <TextInput aria-label="Other Injuries" placeholder="Other Injuries" maxLength={maxLengthOf('UpdateIncidentInput', 'otherInjuries')} {...form.getInputProps('otherInjuries')} style={{ flex: 1 }} />
        </Group>

        <Title order={5} mt="sm">
          Questionnaire
        </Title>
        <Radio.Group label="When did the accident occur?" {...form.getInputProps('accidentTiming')}>
          <Stack gap={6} mt={6}>
            {TIMING.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
        {form.values.accidentTiming === 'MORE_THAN_TWO_YEARS' && (
          <Alert color="red" title="The statute of limitations may have run" role="alert">
            <Text fz="sm">
              In most states a personal-injury claim must be filed within two years. Enter the incident date and state above, then check the date on
              the Deadlines tab before taking the case.
            </Text>
          </Alert>
        )}
        {form.values.accidentTiming === 'TWO_WEEKS_TO_TWO_YEARS' && !form.values.date && (
          <Alert color="yellow" title="Check the statute of limitations">
            <Text fz="sm">Enter the incident date so the statute of limitations can be computed (Deadlines tab).</Text>
          </Alert>
        )}
        <Radio.Group label="Did the client have a previous attorney?" {...form.getInputProps('previousAttorney')}>
          <Group mt={6}>
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
        <Radio.Group label="Where was the client injured?" {...form.getInputProps('injuryLocation')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} mt={6} spacing="xs">
            {LOCATIONS.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Textarea label="Who owns the property, and what is its address?" autosize minRows={2} maxRows={8} maxLength={maxLengthOf('UpdateIncidentInput', 'propertyOwner')} {...form.getInputProps('propertyOwner')} />
        <Radio.Group label="Did the client report the incident?" {...form.getInputProps('reportedIncident')}>
          <Group mt={6}>
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>

        <Group justify="space-between" mt="md" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Text fz="sm" c={form.isDirty() ? 'orange.8' : 'dimmed'}>
            {form.isDirty() ? 'You have unsaved changes' : 'All changes saved'}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || loading}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
