import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { consoleApiTypesFile, generateConsoleApiTypes } from './openapi-types';

describe("the console's API types", () => {
  it('match what the route definitions describe (run npm run openapi when they do not)', async () => {
    const committed = await readFile(consoleApiTypesFile, 'utf8').catch(() => '');
    const fresh = await generateConsoleApiTypes();
    // A bare toEqual would print 17,000 lines; the message says what to do.
    expect(committed === fresh, 'packages/console/src/api/openapi.gen.ts is stale: run npm run openapi').toBe(true);
  }, 60_000);
});
