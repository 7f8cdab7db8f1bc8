import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Checkbox, Group, Modal, MultiSelect, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CreateCalendarEventDocument,
  DeleteCalendarEventDocument,
  UpdateCalendarEventDocument,
  type CalendarEventFieldsFragment,
  type CalendarEventKind,
  type EventPriority,
} from '../../gql/graphql';
import { MatterSelect, matterLabel } from '../cases/MatterSelect';
import { orNull } from '../../ui/formValues';
import { serverProblem } from '../../ui/serverProblem';
import { useStaffOptions } from '../../ui/useStaffOptions';
import { at, eventDays, HALF_HOURS, parseDay, timeKey, utcDay } from './calendarGrid';
import { KINDS } from './eventFormat';

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

/** Where a new event starts: the slot or date clicked (week slots fix the date). */
export interface EventSlot {
  day: string;
  start: string;
  end: string;
  /** Opened from a week slot: the date is shown read-only. */
  fixedDay?: boolean;
}

type Matter = { id: string; name: string; number: string };

const valuesOf = (event: CalendarEventFieldsFragment | null, slot: EventSlot, matter: Matter | null) => {
  const days = event ? eventDays(event) : null;
  return {
    title: event?.title ?? '',
    day: days?.first ?? slot.day,
    lastDay: days?.last ?? slot.day,
    allDay: event?.allDay ?? false,
    start: event && !event.allDay ? timeKey(new Date(event.startsAt as string)) : slot.start,
    end: event && !event.allDay ? timeKey(new Date(event.endsAt as string)) : slot.end,
    kind: (event?.kind ?? 'EVENT') as CalendarEventKind,
    priority: (event?.priority ?? 'LOW') as EventPriority,
    color: event?.color ?? 'priority',
    notLinked: event ? !event.matterId : !matter,
    matterId: event?.matterId ?? matter?.id ?? null,
    attendeeIds: event?.attendees.map((a) => a.id) ?? [],
    location: event?.location ?? '',
    videoLink: event?.videoLink ?? '',
    reminder: event?.reminderMinutes == null ? (event ? 'none' : '15') : String(event.reminderMinutes),
    description: event?.description ?? '',
  };
};

/**
 * The calendar's Add Task dialog (spec 2.8), also Edit for an existing entry: title, date and
 * times, kind (event, court hearing, appointment with its video link, leave), priority, colour,
 * case, attendees, reminder and description are all saved.
 */
export function EventDialog({ event, slot, matter, onClose }: { event: CalendarEventFieldsFragment | null; slot: EventSlot; matter: Matter | null; onClose: () => void }) {
  const staff = useStaffOptions();
  const [problem, setProblem] = useState<string | null>(null);
  const refetchQueries = ['CalendarEvents', 'UpcomingEvents'];
  const [createEvent, creating] = useMutation(CreateCalendarEventDocument, { refetchQueries });
  const [updateEvent, updating] = useMutation(UpdateCalendarEventDocument, { refetchQueries });
  const [deleteEvent, deleting] = useMutation(DeleteCalendarEventDocument, { refetchQueries });
  const form = useForm({
    initialValues: valuesOf(event, slot, matter),
    validate: {
      title: (value) => (value.trim() ? null : 'Enter the task name.'),
      day: (value) => (value ? null : 'Choose the date.'),
      end: (value, values) => (!values.allDay && value <= values.start ? 'The end must be after the start.' : null),
      lastDay: (value, values) => (values.allDay && value < values.day ? 'The last day cannot be before the first.' : null),
      matterId: (value, values) => (!values.notLinked && !value ? 'Choose the case, or tick "This task is not linked to a case".' : null),
      videoLink: (value) => (value.trim() && !/^https?:\/\/\S+$/i.test(value.trim()) ? 'Enter the full meeting address, starting with https://' : null),
    },
  });
  const values = form.values;
  const fixedDay = !event && slot.fixedDay;

  const save = form.onSubmit(async (v) => {
    setProblem(null);
    const [sh, sm] = v.start.split(':').map(Number);
    const [eh, em] = v.end.split(':').map(Number);
    const day = parseDay(v.day);
    const fields = {
      title: v.title.trim(),
      allDay: v.allDay,
      startsAt: v.allDay ? utcDay(v.day) : at(day, sh!, sm).toISOString(),
      endsAt: v.allDay ? utcDay(v.lastDay < v.day ? v.day : v.lastDay) : at(day, eh!, em).toISOString(),
      kind: v.kind,
      priority: v.priority,
      color: v.color === 'priority' ? null : v.color,
      matterId: v.notLinked ? null : v.matterId,
      attendeeIds: v.attendeeIds,
      location: orNull(v.location),
      videoLink: v.kind === 'APPOINTMENT' ? orNull(v.videoLink) : null,
      reminderMinutes: v.reminder === 'none' ? null : Number(v.reminder),
      description: orNull(v.description),
    };
    try {
      if (event) await updateEvent({ variables: { input: { id: event.id, version: event.version, ...fields } } });
      else await createEvent({ variables: { input: fields } });
      notifications.show({ color: 'green', message: event ? 'Saved.' : `${fields.title} was added to the calendar.` });
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "It couldn't be saved. Check your connection and try again.");
      if (found.code === 'CONFLICT') setProblem('Someone else changed this entry meanwhile. Close it and open it again to see their changes.');
      else if (found.fields) {
        const { startsAt, endsAt, attendeeIds, ...rest } = found.fields;
        form.setErrors({ ...rest, ...(startsAt ? { start: startsAt } : {}), ...(endsAt ? { end: endsAt } : {}), ...(attendeeIds ? { attendeeIds } : {}) });
      } else setProblem(found.message);
    }
  });

  const remove = async () => {
    if (!event) return;
    try {
      await deleteEvent({ variables: { id: event.id } });
      notifications.show({ color: 'navy', message: `${event.title} was deleted.` });
      onClose();
    } catch {
      setProblem("It couldn't be deleted. Please try again.");
    }
  };

  return (
    <Modal opened onClose={onClose} title={event ? 'Edit Event' : 'Add Task'} size={650} centered>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          {problem && <Alert color="red">{problem}</Alert>}
          <TextInput label="Task Name" placeholder="File Notice" withAsterisk data-autofocus {...form.getInputProps('title')} />
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
          <Checkbox label="All day" {...form.getInputProps('allDay', { type: 'checkbox' })} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select label="Kind" data={KINDS} allowDeselect={false} {...form.getInputProps('kind')} />
            <Select label="Priority" data={PRIORITIES} allowDeselect={false} {...form.getInputProps('priority')} />
            <Select label="Colour" data={COLORS} allowDeselect={false} {...form.getInputProps('color')} />
          </SimpleGrid>
          {values.kind === 'APPOINTMENT' && <TextInput label="Video Link" placeholder="https://meet.example.com/…" {...form.getInputProps('videoLink')} />}
          <TextInput label="Location" placeholder="Travis County Courthouse, Room 4B" {...form.getInputProps('location')} />
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
          <Textarea label="Description" autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
          <Group justify="space-between" mt="sm">
            <Group gap="sm">
              {event && (
                <>
                  <Button color="red" variant="subtle" onClick={() => void remove()} loading={deleting.loading}>
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
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={creating.loading || updating.loading}>
                Save & Close
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Add Leave (the case calendar's slot dialog): Leave Purpose, Date, Employees and Description, all saved. */
export function LeaveDialog({ day, matter, onClose }: { day: string; matter: Matter | null; onClose: () => void }) {
  const staff = useStaffOptions();
  const [problem, setProblem] = useState<string | null>(null);
  const [createEvent, { loading }] = useMutation(CreateCalendarEventDocument, { refetchQueries: ['CalendarEvents', 'UpcomingEvents'] });
  const form = useForm({
    initialValues: { title: '', day, employeeIds: [] as string[], description: '' },
    validate: { title: (value) => (value.trim() ? null : 'Enter the leave purpose.'), day: (value) => (value ? null : 'Choose the date.') },
  });
  const save = form.onSubmit(async (v) => {
    setProblem(null);
    try {
      await createEvent({
        variables: {
          input: {
            title: v.title.trim(),
            kind: 'LEAVE',
            allDay: true,
            startsAt: utcDay(v.day),
            endsAt: utcDay(v.day),
            attendeeIds: v.employeeIds,
            description: orNull(v.description),
            matterId: matter?.id ?? null,
          },
        },
      });
      notifications.show({ color: 'green', message: 'Leave added to the calendar.' });
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "The leave couldn't be saved. Check your connection and try again.");
      if (found.fields) form.setErrors({ ...found.fields, ...(found.fields.attendeeIds ? { employeeIds: found.fields.attendeeIds } : {}) });
      else setProblem(found.message);
    }
  });
  return (
    <Modal opened onClose={onClose} title="Add Leave" size={560} centered>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          {problem && <Alert color="red">{problem}</Alert>}
          <TextInput label="Leave Purpose" placeholder="Annual leave" withAsterisk data-autofocus {...form.getInputProps('title')} />
          <TextInput label="Date" type="date" withAsterisk {...form.getInputProps('day')} />
          <MultiSelect label="Employees" placeholder="Who is away" data={staff.options} searchable clearable {...form.getInputProps('employeeIds')} />
          <Textarea label="Description" autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              Save & Close
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
