import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/**
 * A full-page screenshot for a person to look at, kept in test-results/screenshots/ (gitignored),
 * and copied to `GATEHOUSE_SCREENSHOTS_DIR` when it is set.
 */
export const screenshot = async (page: Page, testInfo: TestInfo, name: string) => {
  const file = path.join(testInfo.project.outputDir, 'screenshots', `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  const keep = process.env.GATEHOUSE_SCREENSHOTS_DIR;
  if (keep) {
    await mkdir(keep, { recursive: true });
    await copyFile(file, path.join(keep, `${name}.png`));
  }
};
