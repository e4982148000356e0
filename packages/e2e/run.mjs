#!/usr/bin/env node
// Runs the browser tests in Debian's Chromium (never a downloaded browser).
// Where Chromium is absent the suite is skipped with a loud notice, unless
// REQUIRE_BROWSER_TESTS=1 (CI), which makes its absence a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  if (process.env.REQUIRE_BROWSER_TESTS === '1') {
    console.error(
      `Browser tests are required (REQUIRE_BROWSER_TESTS=1) but ${chromium} is missing: apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.warn(`\n${'*'.repeat(78)}`);
  console.warn(`*** BROWSER TESTS SKIPPED: ${chromium} not found (apt-get install -y chromium) ***`);
  console.warn(`${'*'.repeat(78)}\n`);
  process.exit(0);
}

// The browser tests need the built pages.
const build = spawnSync('node', [path.resolve(here, '../../scripts/build-if-stale.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const playwright = path.resolve(here, '../../node_modules/.bin/playwright');
const result = spawnSync(playwright, ['test', ...process.argv.slice(2)], {
  cwd: here,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(result.status ?? 1);
