import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openSignedIn, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let page: Page;

/** The Monday of this week, in the browser's calendar (the grid's first column). */
const monday = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true' }), launchChromium()]);
  page = await openSignedIn(browser, server.url, 'attorney@demo.matterhorn.law', '/officeCalendar', { viewport: { width: 1440, height: 950 }, acceptDownloads: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('office calendar', () => {
  it('creates an event from a week slot, shows it in the month view and downloads it as .ics', async () => {
    const day = monday();
    const slot = page.getByRole('gridcell', { name: `${day.toDateString()} 11:00`, exact: true });
    await slot.scrollIntoViewIfNeeded();
    await slot.click({ position: { x: 10, y: 10 } });
    const dialog = page.getByRole('dialog', { name: 'Add Task' });
    await dialog.getByRole('textbox', { name: /Task Name/ }).fill('Settlement conference; bring exhibits, binder');
    expect(await dialog.getByRole('combobox', { name: 'Start Time' }).inputValue()).toBe('11:00');
    expect(await dialog.getByRole('combobox', { name: 'End Time' }).inputValue()).toBe('12:00');
    await dialog.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Court Hearing' }).click();
    await dialog.getByRole('textbox', { name: 'Location' }).fill('Travis County Courthouse, Room 4B');
    await dialog.getByRole('button', { name: 'Save & Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await slot.getByText('Settlement conference; bring exhibits, binder').waitFor();
    await screenshot(page, 'calendar-00-week');

    await page.getByText('Month', { exact: true }).click();
    const cell = page.getByRole('grid', { name: 'Month' }).getByRole('gridcell', { name: new RegExp(`^${day.toDateString()}`) });
    const chip = cell.getByRole('button', { name: 'Settlement conference; bring exhibits, binder, 11:00–12:00' });
    await chip.waitFor();
    await screenshot(page, 'calendar-01-month');

    // A reload shows it again (the month is in the address), then it downloads from its dialog.
    await page.reload();
    await chip.click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    const [download] = await Promise.all([page.waitForEvent('download'), edit.getByRole('link', { name: 'Download .ics' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:Settlement conference\\; bring exhibits\\, binder');
    expect(ics).toContain('LOCATION:Travis County Courthouse\\, Room 4B');
    const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 11).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${start}`);
  });

  it('moves an event by dragging it to another day', async () => {
    await page.keyboard.press('Escape');
    const day = monday();
    const chip = page.getByRole('button', { name: 'Settlement conference; bring exhibits, binder, 11:00–12:00' });
    const target = page.getByRole('gridcell', { name: new RegExp(`^${new Date(day.getFullYear(), day.getMonth(), day.getDate() + 2).toDateString()}`) });
    const a = (await chip.boundingBox())!;
    const b = (await target.boundingBox())!;
    await page.mouse.move(a.x + 20, a.y + 5);
    await page.mouse.down();
    await page.mouse.move(a.x + 30, a.y + 15, { steps: 4 });
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
    await page.mouse.up();
    await target.getByRole('button', { name: 'Settlement conference; bring exhibits, binder, 11:00–12:00' }).waitFor();
    await page.reload();
    await target.getByRole('button', { name: 'Settlement conference; bring exhibits, binder, 11:00–12:00' }).waitFor();
  });
});
