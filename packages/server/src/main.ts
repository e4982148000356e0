import { fileURLToPath } from 'node:url';
import { startGatehouse } from './app/start';
import { ConfigError, loadConfig } from './platform/config';
import { DatabaseInUseError } from './platform/db/database';
import { installOutboundPolicy } from './platform/outbound';
import { SecretMismatchError } from './platform/secrets';

/** `npm start`: one line per problem, exit 1, no stack trace for configuration errors. */
const main = async () => {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  installOutboundPolicy(config.outbound);

  // Beside the compiled server (packages/server/build.mjs); absent when run from the sources.
  const initialData = fileURLToPath(new URL('./initial-database.tar', import.meta.url));
  const gatehouse = await startGatehouse(config, { initialData }).catch((error: unknown) => {
    if (
      error instanceof SecretMismatchError ||
      error instanceof DatabaseInUseError ||
      (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
    ) {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }
    throw error;
  });

  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.dataDir}`;
  console.log(`Gatehouse is running on the ${database}.`);
  console.log(`  Console:        ${config.adminEndpoint}/console`);
  console.log(`  User endpoint:  ${config.endpoint}`);
  console.log(`  Admin endpoint: ${config.adminEndpoint}`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await gatehouse.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
};

await main();
