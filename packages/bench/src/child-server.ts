import { startGatehouse } from '@gatehouse/server/app/start';
import type { Config } from '@gatehouse/server/platform/config';

/**
 * Starts the Gatehouse of a benchmark's child process, closed on SIGTERM or SIGINT with a clean exit
 * (so `--cpu-prof` writes its profile).
 */
export const startChildGatehouse = async (config: Config) => {
  const gatehouse = await startGatehouse(config);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await gatehouse.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  return gatehouse;
};
