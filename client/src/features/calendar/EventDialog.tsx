import { Alert, Anchor, Button, Checkbox, Group, Modal, MultiSelect, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { CalendarEventFieldsFragment, EventPriority } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';
import { useStaffOptions } from '../../ui/useStaffOptions';
import { MatterSelect, matterLabel } from '../cases/MatterSelect';
import { HALF_HOURS } from './calendarGrid';
import { KINDS, type EventSlot } from './eventFormat';
import { useEventForm } from './useEventForm';
import { maxLengthOf } from '../../ui/limits';
import { ZoneNote } from '../../ui/ZoneNote';

const PRIORITIES: ReadonlyArray<{ value: EventPriority; label: string }> = [
  { value: 'LOW', label: 'Low' },
  { value: 'MEDIUM', label: 'Medium' },
  { value: 'HIGH', label: 'High' },
];
const COLORS = [
  { value: 'priority', label: "The priority's colour" },
  { value: 'blue', label: 'Blue' },
  { value: 'green', label: 'Green' },
  { value: 'red', label: 'Red' },
];
const REMINDERS = [
  { value: 'none', label: 'No reminder' },
  { value: '0', label: 'When it starts' },
  { value: '5', label: '5 minutes before' },
  { value: '15', label: '15 minutes before' },
  { value: '30', label: '30 minutes before' },
  { value: '60', label: '1 hour before' },
  { value: '1440', label: '1 day before' },
];

type Matter = { id: string; name: string; number: string };

/**
 * The calendar's Add Task dialog (spec 2.8), also Edit for an existing entry: title, date and
 * times, kind (event, court hearing, appointment with its video link, leave), priority, colour,
 * case, attendees, reminder and description are all saved. Delete asks first.
 */
export function EventDialog({ event, slot, matter, onClose }: { event: CalendarEventFieldsFragment | null; slot: EventSlot; matter: Matter | null; onClose: () => void }) {
  const staff = useStaffOptions();
  const { form, problem, save, saving, askDelete, deletion, fixedDay } = useEventForm({ event, slot, matter, onClose });
  const values = form.values;
  const guard = useCloseGuard(form.isDirty(), onClose);

  return (
    <Modal opened {...guard.modalProps} title={event ? 'Edit Event' : 'Add Task'} size={650} centered>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          {problem && <Alert color="red">{problem}</Alert>}
          <TextInput label="Task Name" placeholder="File Notice" withAsterisk data-autofocus maxLength={maxLengthOf('CreateCalendarEventInput', 'title')} {...form.getInputProps('title')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Date" type="date" readOnly={fixedDay} withAsterisk {...form.getInputProps('day')} />
            {values.allDay ? (
              <TextInput label="Last Day" type="date" {...form.getInputProps('lastDay')} />
            ) : (
              <>
                <Select label="Start Time" data={HALF_HOURS} allowDeselect={false} searchable {...form.getInputProps('start')} />
                <Select label="End Time" data={HALF_HOURS} allowDeselect={false} searchable {...form.getInputProps('end')} />
              </>
            )}
          </SimpleGrid>
          {!values.allDay && <ZoneNote mt={-8} />}
          <Checkbox label="All day" {...form.getInputProps('allDay', { type: 'checkbox' })} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select label="Kind" data={KINDS} allowDeselect={false} {...form.getInputProps('kind')} />
            <Select label="Priority" data={PRIORITIES} allowDeselect={false} {...form.getInputProps('priority')} />
            <Select label="Colour" data={COLORS} allowDeselect={false} {...form.getInputProps('color')} />
          </SimpleGrid>
          {values.kind === 'APPOINTMENT' && <TextInput label="Video Link" placeholder="https://meet.example.com/…" maxLength={maxLengthOf('CreateCalendarEventInput', 'videoLink')} {...form.getInputProps('videoLink')} />}
          <TextInput label="Location" placeholder="Travis County Courthouse, Room 4B" maxLength={maxLengthOf('CreateCalendarEventInput', 'location')} {...form.getInputProps('location')} />
          <Checkbox label="This task is not linked to a case" {...form.getInputProps('notLinked', { type: 'checkbox' })} />
          <MatterSelect
            label="Select Case"
            disabled={values.notLinked}
            current={event?.matter ? { id: event.matter.id, label: matterLabel(event.matter) } : matter ? { id: matter.id, label: matterLabel(matter) } : null}
            value={values.matterId}
            onChange={(id) => form.setFieldValue('matterId', id)}
            error={form.errors.matterId}
          />
          <MultiSelect label="Assignees" placeholder="Who attends" data={staff.options} searchable clearable {...form.getInputProps('attendeeIds')} />
          <Select label="Reminder" data={REMINDERS} allowDeselect={false} w={240} {...form.getInputProps('reminder')} />
          <Textarea label="Description" autosize minRows={2} maxRows={6} maxLength={maxLengthOf('CreateCalendarEventInput', 'description')} {...form.getInputProps('description')} />
          <Group justify="space-between" mt="sm">
            <Group gap="sm">
              {event && (
                <>
                  <Button color="red" variant="subtle" onClick={askDelete}>
                    Delete
                  </Button>
                  <Anchor href={`/api/calendar/events/${event.id}.ics`} download fz="sm">
                    <Group gap={4}>
                      <IconDownload size={14} /> Download .ics
                    </Group>
                  </Anchor>
                </>
              )}
            </Group>
            <Group gap="sm">
              <Button variant="default" onClick={guard.close}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                Save & Close
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        {...deletion.dialog}
        title={`Delete ${deletion.pending?.name ?? 'event'}?`}
        message="It leaves the calendar of everyone attending. This cannot be undone."
      />
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}
