import type { Browser, Page } from 'playwright-core';
import { launchChromium, openSignedIn, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true' }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Asks in the open chat (or starts one) and waits for the finished reply, answering the last reply's region. */
async function ask(page: Page, question: string) {
  const input = page.getByRole('textbox', { name: /^(Ask anything|Type a message)$/ });
  const before = await page.getByRole('group', { name: 'Sources' }).count();
  await input.fill(question);
  await input.press('Enter');
  await page.getByLabel('Conversation').getByText(question, { exact: true }).waitFor();
  await page.getByLabel('The assistant is writing').waitFor({ state: 'detached' });
  return { sourcesBefore: before };
}

describe('the AI assistant answers from the firm’s records', () => {
  it("a paralegal asks what's overdue on Bell and when the statute runs on Alvarez, and follows a source to the record", async () => {
    const page = await openSignedIn(browser, server.url, 'paralegal@demo.matterhorn.law', '/ai-chat');
    await page.getByRole('heading', { name: 'What can I help with?' }).waitFor();

    await ask(page, "what's overdue on Bell?");
    await page.getByText(/^1 open task on Bell – Slip and Fall \(\d{4}-0002\) is overdue:/).waitFor();
    const overdue = page.getByRole('group', { name: 'Sources' }).last();
    await overdue.getByRole('link', { name: 'Order medical records' }).waitFor();

    await ask(page, 'when does the statute run on Alvarez?');
    const statuteReply = page.getByText(/The statute of limitations runs on [A-Z][a-z]{2} \d{1,2}, \d{4}, in \d+ days\./);
    await statuteReply.waitFor();
    const dueOn = /runs on ([A-Z][a-z]{2} \d{1,2}, \d{4})/.exec((await statuteReply.textContent())!)![1]!;
    await screenshot(page, 'ai-assistant-01-answers-with-sources');

    // The statute's source opens the case's Deadlines tab, where the same date is.
    await page.getByRole('group', { name: 'Sources' }).last().getByRole('link', { name: /^Statute of limitations: Alvarez v\. Lone Star Freight LLC/ }).click();
    await page.waitForURL(/\/cases\/caseDetail\?id=[0-9a-f-]+&tab=deadlines/);
    await page.getByRole('tab', { name: 'Deadlines', selected: true }).waitFor();
    await page.getByText(dueOn).first().waitFor();
    await screenshot(page, 'ai-assistant-02-statute-source');

    // Back in the chat, the overdue task's source opens Bell's task board with it.
    await page.goBack();
    await page.getByRole('group', { name: 'Sources' }).first().getByRole('link', { name: 'Order medical records' }).click();
    await page.waitForURL(/\/cases\/caseDetail\?id=[0-9a-f-]+&tab=task/);
    await page.getByText('Order medical records').first().waitFor();
  });

  it('from a case, Ask AI opens a chat about it; a question naming no case is about it', async () => {
    const page = await openSignedIn(browser, server.url, 'paralegal@demo.matterhorn.law', '/cases');
    const alvarez = (await server.db.query("SELECT id FROM matters WHERE name LIKE 'Alvarez%'")).rows[0].id as string;
    await page.goto(`${server.url}/cases/caseDetail?id=${alvarez}`);
    await page.getByRole('button', { name: 'Ask AI' }).click();
    await page.waitForURL(/\/ai-chat\?matter=/);
    await page.getByText(/Alvarez v\. Lone Star Freight LLC/).first().waitFor();
    await ask(page, 'who is the adjuster?');
    await page.getByText(/Helen Park at Gulf States Mutual Insurance/).waitFor();
    await page.getByRole('group', { name: 'Sources' }).last().getByRole('link', { name: 'Helen Park' }).waitFor();
    await screenshot(page, 'ai-assistant-03-from-the-case');

    // A drafted letter, saved as a document of the case: it is there on the Documents tab.
    await ask(page, 'draft a follow-up to the adjuster');
    await page.getByText('Dear Helen Park,', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Save as document' }).last().click();
    const saved = page.getByText(/^Saved as AI draft \d{4}-\d{2}-\d{2}\.txt, a document of Alvarez v\. Lone Star Freight LLC/);
    await saved.waitFor();
    const name = /AI draft \d{4}-\d{2}-\d{2}\.txt/.exec((await saved.textContent())!)![0];
    await screenshot(page, 'ai-assistant-04-letter-saved');
    await page.goto(`${server.url}/cases/caseDetail?id=${alvarez}&tab=documents`);
    await page.getByText(name).first().waitFor();
  });
});
