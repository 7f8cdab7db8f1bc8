import type { AppModule } from '../../http/app-module';
import { CalendarEvent, CalendarEventAttendee, CalendarFeed } from './calendar.entity';
import { FEED_PATH, type CalendarFeedService } from './calendar-feed.service';
import { calendarEventFileHandler, calendarFeedHandler } from './calendar.ical';
import { createCalendarLoaders } from './calendar.loaders';
import { CalendarFeedResolver, CalendarResolver, MatterCalendarResolver } from './calendar.resolver';
import type { CalendarService } from './calendar.service';

declare module '../../graphql/context' {
  interface AppServices {
    calendar: CalendarService;
    calendarFeeds: CalendarFeedService;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's loaders, merged into the context's
  interface AppLoaders extends ReturnType<typeof createCalendarLoaders> {}
}

/** Office and case calendars, event reminders, iCalendar files and private feeds. */
export const calendarModule: AppModule = {
  name: 'calendar',
  entities: [CalendarEvent, CalendarEventAttendee, CalendarFeed],
  resolvers: [CalendarResolver, CalendarFeedResolver, MatterCalendarResolver],
  loaders: ({ services }, viewer) => createCalendarLoaders(services.calendar, viewer),
  routes: [
    // The feed's address is its secret (a calendar app has no session).
    { method: 'get', path: `${FEED_PATH}/:token.ics`, access: { who: 'anyone' }, handler: ({ services }) => calendarFeedHandler(services) },
    { method: 'get', path: '/api/calendar/events/:id.ics', access: { who: 'firmStaff' }, handler: ({ services }) => calendarEventFileHandler(services) },
  ],
  jobs: [{ name: 'Calendar reminders', cadence: 'reminders', run: ({ services }) => services.calendar.sendDueReminders() }],
};
