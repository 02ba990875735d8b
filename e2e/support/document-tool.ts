import { readFile, writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from './tool-page';

/** The input and output fields of a document tool (libs/ui DocumentTool), by their labels. */
export function documentFields(page: Page, inputLabel: string, outputLabel: string): { input: Locator; output: Locator } {
  return {
    input: page.getByRole('textbox', { name: inputLabel }),
    output: page.getByRole('textbox', { name: outputLabel }),
  };
}

/** What {@link expectStateSurvivesReload} does on a tool page. */
export interface StateCase {
  /** The tool's route, e.g. `/toml-to-json`. */
  route: string;
  inputLabel: string;
  outputLabel: string;
  /** Sets an option away from its default. */
  setOption: (page: Page) => Promise<unknown>;
  /** Checks that the option has the value `setOption` gave it. */
  expectOption: (page: Page) => Promise<unknown>;
  /** The query-string parameters and values the options write. */
  params: Readonly<Record<string, string>>;
  input: string;
  /** The output for `input` under the option. */
  output: string;
}

/**
 * Tool state: an option set away from its default goes to the query string, the typed input is
 * remembered, and when the tool is opened again at the same address (as after a reload:
 * {@link reopenTool}) both are back with the same output.
 */
export async function expectStateSurvivesReload(page: Page, c: StateCase): Promise<void> {
  await openTool(page, c.route);
  const { input, output } = documentFields(page, c.inputLabel, c.outputLabel);
  await c.setOption(page);
  await input.fill(c.input);
  await expect(output).toHaveValue(c.output);
  const query = new URL(page.url()).searchParams;
  expect(Object.fromEntries(Object.keys(c.params).map((name) => [name, query.get(name)]))).toEqual(c.params);
  await expect.poll(() => savedState(page, c.route.slice(1)), { intervals: STORAGE_POLL }).toContain(JSON.stringify(c.input).slice(1, -1));
  await reopenTool(page);
  await c.expectOption(page);
  await expect(output).toHaveValue(c.output);
}

/** What {@link expectBigFileInWorker} does on a tool page. */
export interface BigFileCase {
  route: string;
  /** The file opened: over 1 MB, so it is computed in the worker. */
  file: { name: string; buffer: Buffer };
  /** The worker script's URL, e.g. `/formats\.worker/`. */
  worker: RegExp;
  /** The output field's label and the start of its (truncated) value, when checked. */
  output?: { label: string; start: RegExp };
  /** The download's file name, e.g. `data.json`. */
  download: string;
  /** Checks the whole downloaded text. */
  expectDownload: (text: string) => void;
}

/**
 * A big document opened from a file is computed in a Web Worker, the page shows the start of the
 * output and says it is truncated, and the download holds all of it.
 */
export async function expectBigFileInWorker(page: Page, c: BigFileCase): Promise<void> {
  expect(c.file.buffer.length, 'a file big enough for the worker').toBeGreaterThan(1_000_000);
  // Each job gets a new worker (runWorkerJob): the tool is opened inside the running app.
  await openTool(page, c.route);
  // Set by its path: a buffer's bytes would cross Playwright's protocol (0.8 s for 1.3 MB, 0.08 s by path).
  const path = test.info().outputPath(c.file.name);
  await writeFile(path, c.file.buffer);
  const worker = page.waitForEvent('worker', (w) => c.worker.test(w.url()));
  await page.locator('input[type=file]').setInputFiles(path);
  await worker;
  await expect(page.getByText(/Only the first [\d,]+ KB of \d+\.\d MB are shown here/)).toBeVisible({ timeout: 50_000 });
  if (c.output) await expect(page.getByRole('textbox', { name: c.output.label })).toHaveValue(c.output.start);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${c.download}` }).click();
  c.expectDownload(await readFile((await (await download).path())!, 'utf8'));
}
