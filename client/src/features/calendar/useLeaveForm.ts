import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { CreateCalendarEventDocument } from '../../gql/graphql';
import { orNull } from '../../ui/formValues';
import { serverProblem } from '../../ui/serverProblem';
import { placeFieldProblems } from '../../ui/useFormSave';
import { utcDay } from './calendarGrid';
import { lengthProblem } from '../../ui/limits';

/** Add Leave: the purpose, the day (a whole day), who is away and a description, saved on the case shown. */
export function useLeaveForm({ day, matter, onClose }: { day: string; matter: { id: string } | null; onClose: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [createEvent, { loading }] = useMutation(CreateCalendarEventDocument, { refetchQueries: ['CalendarEvents', 'UpcomingEvents'] });
  const form = useForm({
    initialValues: { title: '', day, employeeIds: [] as string[], description: '' },
    validate: {
      title: (value) => (value.trim() ? lengthProblem('CreateCalendarEventInput', 'title')(value.trim()) : 'Enter the leave purpose.'),
      day: (value) => (value ? null : 'Choose the date.'),
      description: lengthProblem('CreateCalendarEventInput', 'description'),
    },
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
      if (found.fields) {
        // Every message at once: at its field (the attendees at Employees), those about no field above the form.
        const placed = placeFieldProblems(found.fields, Object.keys(form.getValues()), (path) => (path === 'attendeeIds' ? 'employeeIds' : null));
        form.setErrors(placed.errors);
        setProblem(placed.elsewhere);
      } else setProblem(found.message);
    }
  });
  return { form, problem, save, saving: loading };
}
