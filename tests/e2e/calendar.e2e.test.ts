import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { chooseOption, launchChromium, openSignedIn, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let page: Page;

const pad = (n: number) => String(n).padStart(2, '0');
/** YYYY-MM-DD of a day in the browser's calendar (FullCalendar's data-date). */
const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
/** The Monday of this week (the week grid's first column). */
const monday = () => {
  const now = new Date();
  return addDays(now, -((now.getDay() + 6) % 7));
};
const TITLE = 'Settlement conference; bring exhibits, binder';

type Point = { x: number; y: number };
const middle = (box: { x: number; y: number; width: number; height: number } | null): Point => ({ x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 });

/** Where a day's column of FullCalendar's week crosses an hour's row (no seeded demo event is ever at 16:00 or 17:00). */
async function weekSlot(week: Locator, day: Date, hour: string): Promise<Point> {
  const row = week.locator(`td.fc-timegrid-slot-lane[data-time="${hour}:00"]`);
  await row.scrollIntoViewIfNeeded();
  return { x: middle(await week.locator(`td.fc-timegrid-col[data-date="${dayKey(day)}"]`).boundingBox()).x, y: middle(await row.boundingBox()).y };
}

/** Drags with the mouse in small steps, the way FullCalendar's pointer dragging expects. */
async function drag(from: Locator, to: Point): Promise<void> {
  const a = (await from.boundingBox())!;
  const mouse = from.page().mouse;
  await mouse.move(a.x + 20, a.y + a.height / 2);
  await mouse.down();
  await mouse.move(a.x + 30, a.y + a.height / 2 + 10, { steps: 4 });
  await mouse.move(to.x, to.y, { steps: 20 });
  await mouse.up();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true' }), launchChromium()]);
  // This week, kept in the address, so the month view holds its Monday.
  page = await openSignedIn(browser, server.url, 'attorney@demo.matterhorn.law', '/officeCalendar', { viewport: { width: 1440, height: 950 }, acceptDownloads: true });
  await page.goto(`${server.url}/officeCalendar?view=week&date=${dayKey(monday())}`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('office calendar', () => {
  it('week: Monday first, 24 hours; a slot opens Add Task for that hour with the date fixed; an hour shows one event and +N more', async () => {
    const day = monday();
    const week = page.getByRole('region', { name: 'Week' });
    await week.getByRole('columnheader').first().waitFor();
    expect(await week.getByRole('columnheader').evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.date))).toEqual(
      Array.from({ length: 7 }, (_, i) => dayKey(addDays(day, i))),
    );
    expect(await week.getByRole('columnheader').first().textContent()).toMatch(/^Mon /);
    expect(await week.locator('.fc-timegrid-slot-label[data-time]').allTextContents()).toEqual(Array.from({ length: 24 }, (_, h) => `${pad(h)}:00`));

    let slot = await weekSlot(week, day, '16:00');
    await page.mouse.click(slot.x, slot.y);
    let dialog = page.getByRole('dialog', { name: 'Add Task' });
    expect(await dialog.getByLabel(/^Date/).getAttribute('readonly')).not.toBeNull();
    expect(await dialog.getByLabel(/^Date/).inputValue()).toBe(dayKey(day));
    expect(await dialog.getByRole('combobox', { name: 'Start Time' }).inputValue()).toBe('16:00');
    expect(await dialog.getByRole('combobox', { name: 'End Time' }).inputValue()).toBe('17:00');
    await dialog.getByRole('textbox', { name: /Task Name/ }).fill(TITLE);
    await chooseOption(dialog.getByRole('combobox', { name: 'Kind' }), 'Court Hearing');
    await chooseOption(dialog.getByRole('combobox', { name: 'Priority' }), 'High');
    await dialog.getByRole('textbox', { name: 'Location' }).fill('Travis County Courthouse, Room 4B');
    await dialog.getByRole('button', { name: 'Save & Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    const column = week.locator(`td.fc-timegrid-col[data-date="${dayKey(day)}"]`);
    await column.getByRole('button', { name: `${TITLE}, 16:00–17:00` }).waitFor();

    // A second event in that hour: the week shows one side by side, the rest behind '+1 more'.
    slot = await weekSlot(week, day, '17:00');
    await page.mouse.click(slot.x, slot.y);
    dialog = page.getByRole('dialog', { name: 'Add Task' });
    await dialog.getByRole('textbox', { name: /Task Name/ }).fill('Prep call');
    await chooseOption(dialog.getByRole('combobox', { name: 'Start Time' }), '16:30');
    await dialog.getByRole('button', { name: 'Save & Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    const more = column.locator('a.fc-more-link', { hasText: '+1 more' });
    await more.waitFor();
    expect(await column.getByRole('button', { name: 'Prep call, 16:30–18:00' }).count()).toBe(0);
    await more.click();
    // FullCalendar's popover of the rest, the one the link controls (named once the popover has rendered).
    const controlling = column.locator('a.fc-more-link[aria-controls]:not([aria-controls=""])');
    await controlling.waitFor();
    const popover = page.locator(`[id="${await controlling.getAttribute('aria-controls')}"]`);
    await popover.getByRole('button', { name: 'Prep call, 16:30–18:00' }).waitFor();
    await screenshot(page, 'calendar-00-week');
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
  });

  it('month: Sunday first, 42 days, the event on its day; after a reload it opens and downloads as .ics', async () => {
    const day = monday();
    await page.getByText('Month', { exact: true }).click();
    const month = page.getByRole('region', { name: 'Month' });
    await month.getByRole('columnheader').first().waitFor();
    expect(await month.getByRole('columnheader').allTextContents()).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const first = new Date(day.getFullYear(), day.getMonth(), 1);
    const days = await month.locator('td.fc-daygrid-day[data-date]').evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.date));
    expect(days).toEqual(Array.from({ length: 42 }, (_, i) => dayKey(addDays(first, i - first.getDay()))));
    const cell = month.locator(`td.fc-daygrid-day[data-date="${dayKey(day)}"]`);
    const chip = cell.getByRole('button', { name: `${TITLE}, 16:00–17:00` });
    await chip.waitFor();
    await cell.getByRole('button', { name: 'Prep call, 16:30–18:00' }).waitFor();
    await screenshot(page, 'calendar-01-month');

    // A reload shows it again (the view and date are in the address), then it downloads from its dialog.
    await page.reload();
    await chip.click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    const [download] = await Promise.all([page.waitForEvent('download'), edit.getByRole('link', { name: 'Download .ics' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:Settlement conference\\; bring exhibits\\, binder');
    expect(ics).toContain('LOCATION:Travis County Courthouse\\, Room 4B');
    const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 16).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${start}`);
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });

    // A date opens Add Task from 09:00 to 10:00 on that day.
    const target = month.locator(`td.fc-daygrid-day[data-date="${dayKey(addDays(day, 3))}"]`);
    const box = (await target.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 8); // below its events
    const add = page.getByRole('dialog', { name: 'Add Task' });
    expect(await add.getByLabel(/^Date/).inputValue()).toBe(dayKey(addDays(day, 3)));
    expect(await add.getByLabel(/^Date/).getAttribute('readonly')).toBeNull();
    expect(await add.getByRole('combobox', { name: 'Start Time' }).inputValue()).toBe('09:00');
    expect(await add.getByRole('combobox', { name: 'End Time' }).inputValue()).toBe('10:00');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'detached' });
  });

  it('moves an event by dragging it to another day, and it stays there after a reload; a stale one goes back', async () => {
    const day = monday();
    const month = page.getByRole('region', { name: 'Month' });
    const chip = month.locator(`td.fc-daygrid-day[data-date="${dayKey(day)}"]`).getByRole('button', { name: `${TITLE}, 16:00–17:00` });
    const target = month.locator(`td.fc-daygrid-day[data-date="${dayKey(addDays(day, 2))}"]`);

    // Changed meanwhile (another version on the server): the move is refused and the event returns.
    await server.db.query('UPDATE calendar_events SET version = version + 1 WHERE title = $1', [TITLE]);
    await drag(chip, middle(await target.boundingBox()));
    await page.getByText(`${TITLE} couldn't be moved (it may have changed meanwhile). Please try again.`).waitFor();
    await chip.waitFor();
    expect(await target.getByRole('button', { name: `${TITLE}, 16:00–17:00` }).count()).toBe(0);

    await page.reload();
    await drag(chip, middle(await target.boundingBox()));
    const moved = target.getByRole('button', { name: `${TITLE}, 16:00–17:00` });
    await moved.waitFor();
    await page.reload();
    await moved.waitFor();
    expect(await month.locator(`td.fc-daygrid-day[data-date="${dayKey(day)}"]`).getByRole('button', { name: `${TITLE}, 16:00–17:00` }).count()).toBe(0);
    await screenshot(page, 'calendar-02-moved');

    // In the week, to another day and hour, keeping its length.
    await page.getByText('Week', { exact: true }).click();
    const week = page.getByRole('region', { name: 'Week' });
    const timed = week.locator(`td.fc-timegrid-col[data-date="${dayKey(addDays(day, 2))}"]`).getByRole('button', { name: `${TITLE}, 16:00–17:00` });
    await timed.scrollIntoViewIfNeeded();
    await drag(timed, await weekSlot(week, addDays(day, 3), '17:00'));
    const column = week.locator(`td.fc-timegrid-col[data-date="${dayKey(addDays(day, 3))}"]`);
    const later = column.getByRole('button', { name: `${TITLE}, 17:00–18:00` });
    await later.waitFor();
    await page.reload();
    await later.waitFor();
  });
});

describe('case calendar', () => {
  it('opens on the month, and a week slot there opens Add Leave', async () => {
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM matters LIMIT 1');
    await page.goto(`${server.url}/cases/caseDetail?id=${rows[0]!.id}&tab=calendar`);
    const month = page.getByRole('region', { name: 'Month' });
    await month.locator('td.fc-daygrid-day').first().waitFor();
    expect(await month.locator('td.fc-daygrid-day').count()).toBe(42);
    await page.getByText('Week', { exact: true }).click();
    const week = page.getByRole('region', { name: 'Week' });
    await week.locator('td.fc-timegrid-col').first().waitFor();
    const slot = await weekSlot(week, monday(), '17:00');
    await page.mouse.click(slot.x, slot.y);
    const dialog = page.getByRole('dialog', { name: 'Add Leave' });
    expect(await dialog.getByLabel(/^Date/).inputValue()).toBe(dayKey(monday()));
    await screenshot(page, 'calendar-03-case-leave');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
