/**
 * The Gatehouse under test, run in its own process so it does not share an
 * event loop with the load generator. Configured from the environment
 * (DATABASE_URL, GATEHOUSE_SECRET, PORT, ADMIN_PORT, ...) like `npm start`.
 * Prints one JSON line `{ userUrl, app }` once it serves, and stops on SIGTERM.
 */
import { loadConfig } from '@gatehouse/server/platform/config';
import { createManagementApp } from '@gatehouse/server/test/harness';
import { startChildGatehouse } from './child-server';
import type { ServerReady } from './server';

const config = loadConfig(process.env);
const gatehouse = await startChildGatehouse(config);

const app = await createManagementApp(gatehouse, 'default', 'Bench M2M');
const ready: ServerReady = { userUrl: config.endpoint, app };
process.stdout.write(`${JSON.stringify(ready)}\n`);
