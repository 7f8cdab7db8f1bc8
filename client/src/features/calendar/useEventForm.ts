import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  CreateCalendarEventDocument,
  DeleteCalendarEventDocument,
  UpdateCalendarEventDocument,
  type CalendarEventFieldsFragment,
  type CalendarEventKind,
  type CreateCalendarEventInput,
  type EventPriority,
} from '../../gql/graphql';
import { orNull } from '../../ui/formValues';
import { serverProblem } from '../../ui/serverProblem';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { at, eventDays, parseDay, timeKey, utcDay } from './calendarGrid';
import type { EventSlot } from './eventFormat';

type Matter = { id: string; name: string; number: string };

/** An event as the form edits it; a new one starts at the slot clicked, on the case shown, reminded 15 minutes before. */
export const valuesOf = (event: CalendarEventFieldsFragment | null, slot: EventSlot, matter: Matter | null) => {
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
export type EventValues = ReturnType<typeof valuesOf>;

/** The event as the server takes it: all-day events as whole UTC days (never ending before they start), times in the user's own zone. */
export function eventInput(v: EventValues): CreateCalendarEventInput {
  const [sh, sm] = v.start.split(':').map(Number);
  const [eh, em] = v.end.split(':').map(Number);
  const day = parseDay(v.day);
  return {
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
}

/** The server's field messages at the form's fields (`startsAt` at Start Time, `endsAt` at End Time). */
export function eventFormErrors(fields: Record<string, string>): Record<string, string> {
  const { startsAt, endsAt, attendeeIds, ...rest } = fields;
  return { ...rest, ...(startsAt ? { start: startsAt } : {}), ...(endsAt ? { end: endsAt } : {}), ...(attendeeIds ? { attendeeIds } : {}) };
}

/** Add Task / Edit Event: the form and its rules, saving (over the version opened) and deleting (asked first). */
export function useEventForm({ event, slot, matter, onClose }: { event: CalendarEventFieldsFragment | null; slot: EventSlot; matter: Matter | null; onClose: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const refetchQueries = ['CalendarEvents', 'UpcomingEvents'];
  const [createEvent, creating] = useMutation(CreateCalendarEventDocument, { refetchQueries });
  const [updateEvent, updating] = useMutation(UpdateCalendarEventDocument, { refetchQueries });
  const [deleteEvent] = useMutation(DeleteCalendarEventDocument, { refetchQueries });
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

  const save = form.onSubmit(async (v) => {
    setProblem(null);
    const fields = eventInput(v);
    try {
      if (event) await updateEvent({ variables: { input: { id: event.id, version: event.version, ...fields } } });
      else await createEvent({ variables: { input: fields } });
      notifications.show({ color: 'green', message: event ? 'Saved.' : `${fields.title} was added to the calendar.` });
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "It couldn't be saved. Check your connection and try again.");
      if (found.code === 'CONFLICT') setProblem('Someone else changed this entry meanwhile. Close it and open it again to see their changes.');
      else if (found.fields) form.setErrors(eventFormErrors(found.fields));
      else setProblem(found.message);
    }
  });

  const deletion = useDeleteConfirmation<{ id: string; name: string }>(async (entry) => {
    await deleteEvent({ variables: { id: entry.id } });
    onClose();
  });

  return {
    form,
    problem,
    save,
    saving: creating.loading || updating.loading,
    /** Delete asks first ("Delete Deposition?"); spread `deletion.dialog` into <ConfirmDialog>. */
    askDelete: () => {
      if (event) deletion.ask({ id: event.id, name: event.title });
    },
    deletion,
    /** Opened from a week slot: the date is shown read-only. */
    fixedDay: !event && slot.fixedDay,
  };
}
