import type { Browser } from 'playwright-core';
import { chooseOption, launchChromium, openSignedIn, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true', TIME_ZONE: 'UTC' }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the firm time zone', () => {
  it("a firm admin chooses it; a Chicago browser shows its own times and says so; the attendee's notice is written in the firm's", async () => {
    const admin = await openSignedIn(browser, server.url, 'admin@demo.matterhorn.law', '/settings/firm');
    const zone = admin.getByRole('combobox', { name: /^Time zone/ });
    expect(await zone.getAttribute('placeholder')).toBe("Not chosen: the server's, UTC");
    await chooseOption(zone, 'America/New York', 'New Yo');
    await admin.getByRole('button', { name: 'Save profile' }).click();
    await admin.getByText('Firm profile saved. Invoices print it from now on.').waitFor();
    await admin.reload();
    expect(await admin.getByRole('combobox', { name: /^Time zone/ }).inputValue()).toBe('America/New York');
    await screenshot(admin, 'time-zone-01-firm-profile');

    // The attorney's browser is in Chicago, an hour behind the firm.
    const attorney = await openSignedIn(browser, server.url, 'attorney@demo.matterhorn.law', '/officeCalendar', { timezoneId: 'America/Chicago' });
    await attorney.goto(`${server.url}/officeCalendar?view=week&date=2031-01-13`);
    const note = "Times are shown in your time zone, America/Chicago. Your firm's is America/New York: notifications, reminders and documents use it.";
    await attorney.getByTestId('zone-note').getByText(note).waitFor();

    await attorney.getByRole('button', { name: 'Add Task' }).click();
    const dialog = attorney.getByRole('dialog', { name: 'Add Task' });
    await dialog.getByRole('textbox', { name: /Task Name/ }).fill('Call with the Gulf States adjuster');
    await dialog.getByLabel(/^Date/).fill('2031-01-15');
    await chooseOption(dialog.getByRole('combobox', { name: 'Start Time' }), '10:00');
    await chooseOption(dialog.getByRole('combobox', { name: 'End Time' }), '10:30');
    await dialog.getByRole('checkbox', { name: 'This task is not linked to a case' }).check();
    await chooseOption(dialog.getByRole('combobox', { name: 'Assignees' }), 'Priya Shah (Paralegal)', 'Priya');
    await dialog.getByTestId('zone-note').getByText(note).waitFor();
    await screenshot(attorney, 'time-zone-02-event-dialog-chicago');
    await dialog.getByRole('button', { name: 'Save & Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // On the attorney's screen: 10:00, their own time.
    await attorney.getByRole('region', { name: 'Week' }).getByRole('button', { name: 'Call with the Gulf States adjuster, 10:00–10:30' }).waitFor();

    // The paralegal's notice says 11:00, the firm's time, whatever browser reads it.
    const paralegal = await openSignedIn(browser, server.url, 'paralegal@demo.matterhorn.law', '/notifications');
    await paralegal.getByText('Jordan Reyes added you to "Call with the Gulf States adjuster" on Wed, Jan 15, 11:00').waitFor();
    await screenshot(paralegal, 'time-zone-03-notice-in-firm-time');
  });
});
