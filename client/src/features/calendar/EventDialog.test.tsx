import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteCalendarEventDocument, FirmStaffDocument, MatterPickerDocument, type CalendarEventFieldsFragment } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { EventDialog } from './EventDialog';

const deposition: CalendarEventFieldsFragment = {
  __typename: 'CalendarEvent',
  id: 'e1',
  title: 'Deposition of Dr. Lee',
  description: null,
  kind: 'EVENT',
  priority: 'LOW',
  color: null,
  allDay: false,
  startsAt: new Date(2026, 10, 4, 14).toISOString(),
  endsAt: new Date(2026, 10, 4, 15).toISOString(),
  location: null,
  videoLink: null,
  reminderMinutes: null,
  version: 1,
  matterId: null,
  matter: null,
  attendees: [],
};

const staff = {
  request: { query: FirmStaffDocument, variables: { search: null } },
  result: { data: { firmUsers: { __typename: 'UserPage', items: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const cases = {
  request: { query: MatterPickerDocument, variables: () => true },
  result: { data: { matters: { __typename: 'MatterPage', items: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

afterEach(() => jest.restoreAllMocks());

describe('EventDialog', () => {
  it('asks before deleting an event, deletes it only once confirmed, and says it was deleted', async () => {
    const show = jest.spyOn(notifications, 'show');
    const onClose = jest.fn();
    let deleted: unknown;
    renderScreen(<EventDialog event={deposition} slot={{ day: '2026-11-04', start: '14:00', end: '15:00' }} matter={null} onClose={onClose} />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        staff,
        cases,
        {
          request: { query: DeleteCalendarEventDocument, variables: (v: unknown) => ((deleted = v), true) },
          result: { data: { deleteCalendarEvent: true } },
        },
      ],
    });
    const user = userEvent.setup({ delay: null });
    const edit = await screen.findByRole('dialog', { name: 'Edit Event' });
    await user.click(within(edit).getByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete Deposition of Dr. Lee?' });
    expect(confirm).toHaveTextContent('It leaves the calendar of everyone attending. This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Deposition of Dr. Lee?' })).not.toBeInTheDocument());
    expect(deleted).toBeUndefined();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(edit).getByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete Deposition of Dr. Lee?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual({ id: 'e1' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Deposition of Dr. Lee was deleted.' })));
    expect(onClose).toHaveBeenCalled();
  });
});
