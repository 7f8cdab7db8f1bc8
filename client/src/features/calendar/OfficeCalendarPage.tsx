import { CalendarView } from './CalendarView';

/** /officeCalendar: the firm's calendar (every event you may see), week or month. */
export function OfficeCalendarPage() {
  return <CalendarView matter={null} defaultView="week" title="Office Calendar" />;
}
