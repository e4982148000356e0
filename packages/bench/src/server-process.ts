/**
 * The Gatehouse under test, run in its own process so it does not share an
 * event loop with the load generator. Configured from the environment
 * (DATABASE_URL, GATEHOUSE_SECRET, PORT, ADMIN_PORT, ...) like `npm start`.
 * Prints one JSON line `{ userUrl, app }` once it serves, and stops on SIGTERM.
 */
import { startGatehouse } from '@gatehouse/server/app/start';
import { loadConfig } from '@gatehouse/server/platform/config';
import { createManagementApp } from '@gatehouse/server/test/harness';
import type { ServerReady } from './server';

const config = loadConfig(process.env);
const gatehouse = await startGatehouse(config);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await gatehouse.close();
  // A clean exit, so `--cpu-prof` writes its profile.
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

const app = await createManagementApp(gatehouse, 'default', 'Bench M2M');
const ready: ServerReady = { userUrl: config.endpoint, app };
process.stdout.write(`${JSON.stringify(ready)}\n`);
