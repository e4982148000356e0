import { preparePlatform } from '../app/start';
import { ConfigError, loadConfig } from '../platform/config';
import { parseCommand, usage } from './commands';

/**
 * `npm run cli -- <command>`: bootstrap and automation commands.
 * Output is machine-readable where a script consumes it (`m2m create` prints one JSON object).
 */
const main = async () => {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help')) {
    console.log(usage);
    return 0;
  }
  const command = parseCommand(args);
  const config = loadConfig(process.env);
  const deps = await preparePlatform(config, { migrate: false });
  try {
    const output = await command(deps);
    if (output !== undefined) console.log(typeof output === 'string' ? output : JSON.stringify(output));
    return 0;
  } finally {
    await deps.tokenUsage.close();
    await deps.bus.close();
    await deps.database.close();
  }
};

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
