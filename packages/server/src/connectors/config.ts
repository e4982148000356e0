import type { Connector } from '@gatehouse/connector-kit/connector';
import { maskedSecret } from '@gatehouse/schemas/connectors';
import { ApiError } from '../platform/http/api-error';

type Config = Record<string, unknown>;

const secretKeys = (factory: Connector) =>
  factory.metadata.configForm.filter((field) => field.secret).map((field) => field.key);

/**
 * Checks a config with its factory's schema: the parsed config, or 400 `connector.invalid_config`
 * naming each field that is wrong (the messages never repeat the values, which may be secret).
 */
export const parseConfig = (factory: Connector, config: unknown): Config => {
  const result = factory.configGuard.safeParse(config);
  if (!result.success) {
    throw new ApiError('connector.invalid_config', {
      issues: result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    });
  }
  return result.data as Config;
};

/** The config as the API shows it: each secret field that holds a value reads `maskedSecret`. */
export const maskConfig = (factory: Connector, config: Config): Config => {
  const shown = { ...config };
  for (const key of secretKeys(factory)) {
    const value = shown[key];
    if (value !== undefined && value !== null && value !== '') shown[key] = maskedSecret;
  }
  return shown;
};

/**
 * A config sent back after being read: each secret field still reading `maskedSecret` keeps its
 * stored value, so an admin changes one field without typing every secret again.
 */
export const unmaskConfig = (factory: Connector, incoming: Config, stored: Config | undefined): Config => {
  const config = { ...incoming };
  for (const key of secretKeys(factory)) {
    if (config[key] === maskedSecret) {
      if (stored?.[key] === undefined) {
        throw new ApiError('connector.invalid_config', {
          issues: [{ field: key, message: 'no stored secret to keep: enter the value' }],
        });
      }
      config[key] = stored[key];
    }
  }
  return config;
};
