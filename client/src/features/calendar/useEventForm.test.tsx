import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { eventFormErrors, eventInput, useEventForm, valuesOf } from './useEventForm';

const matter = { id: 'm1', name: 'Alvarez v. Lone Star', number: '2026-0001' };
const slot = { day: '2026-11-04', start: '14:00', end: '15:00', fixedDay: true };

describe('an event', () => {
  it('starts a new event at the slot clicked, on the case shown, reminded 15 minutes before', () => {
    expect(valuesOf(null, slot, matter)).toMatchObject({ title: '', day: '2026-11-04', lastDay: '2026-11-04', start: '14:00', end: '15:00', allDay: false, matterId: 'm1', notLinked: false, reminder: '15', color: 'priority' });
    expect(valuesOf(null, slot, null)).toMatchObject({ matterId: null, notLinked: true });
  });

  it('sends times in the user’s zone, whole UTC days for an all-day event, and no video link but for an appointment', () => {
    const values = { ...valuesOf(null, slot, matter), title: ' Deposition ', videoLink: 'https://meet.example.com/x', reminder: 'none' };
    const timed = eventInput(values);
    expect(timed).toMatchObject({ title: 'Deposition', allDay: false, matterId: 'm1', color: null, videoLink: null, reminderMinutes: null, location: null });
    expect(timed.startsAt).toBe(new Date(2026, 10, 4, 14, 0).toISOString());
    expect(timed.endsAt).toBe(new Date(2026, 10, 4, 15, 0).toISOString());
    const allDay = eventInput({ ...values, allDay: true, lastDay: '2026-11-01', kind: 'APPOINTMENT', notLinked: true });
    expect(allDay).toMatchObject({ startsAt: '2026-11-04T00:00:00.000Z', endsAt: '2026-11-04T00:00:00.000Z', videoLink: 'https://meet.example.com/x', matterId: null });
  });

  it('shows the server’s time messages at the time fields', () => {
    expect(eventFormErrors({ startsAt: 'Too early.', endsAt: 'Too late.', title: 'Required.' })).toEqual({ title: 'Required.', start: 'Too early.', end: 'Too late.' });
  });
});

describe('useEventForm', () => {
  it('fixes the date of a week slot and refuses an end before the start', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={[]}>{children}</MockedProvider>;
    const { result } = renderHook(() => useEventForm({ event: null, slot, matter, onClose: jest.fn() }), { wrapper });
    expect(result.current.fixedDay).toBe(true);
    act(() => result.current.form.setValues({ title: 'Deposition', end: '13:00' }));
    await act(async () => result.current.save());
    expect(result.current.form.errors.end).toBe('The end must be after the start.');
  });
});
