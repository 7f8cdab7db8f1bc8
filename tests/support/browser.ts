import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import CHROMIUM_FLAGS from './chromium-flags.json';
import { ROOT } from './server';

export const ARTIFACTS = path.join(ROOT, 'test-results', 'e2e');

/** Debian's Chromium, driven by playwright-core (no browser download). */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
}

/** Saves a full-window screenshot as a test artifact under test-results/e2e/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A new browser window signed in as `email` (demo password) and waiting on `next`. */
export async function openSignedIn(browser: Browser, baseUrl: string, email: string, next: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 }, ...options })).newPage();
  await page.goto(`${baseUrl}/signin?next=${encodeURIComponent(next)}`);
  await signIn(page, email, 'matterhorn-demo');
  await page.waitForURL((url) => url.pathname === next);
  return page;
}

/** Opens a Mantine select (by its input) and picks an option, typing first to narrow a long list. */
export async function chooseOption(input: Locator, option: string, type?: string): Promise<void> {
  await input.click();
  if (type) await input.fill(type);
  await input.page().getByRole('option', { name: option, exact: true }).click();
}
