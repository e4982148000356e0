import { writeFile } from 'node:fs/promises';
import { consoleApiTypesFile, generateConsoleApiTypes } from './openapi-types';

/** `npm run openapi`: writes the console's API types from the route definitions (no database needed). */
await writeFile(consoleApiTypesFile, await generateConsoleApiTypes());
console.log(`wrote ${consoleApiTypesFile}`);
