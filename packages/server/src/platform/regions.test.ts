import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const regionsOf = (env: NodeJS.ProcessEnv) => loadConfig(env, '/srv/gatehouse').regions;
const failureOf = (env: NodeJS.ProcessEnv) => {
  try {
    regionsOf(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return String((error as ConfigError).message);
  }
  throw new Error('expected a ConfigError');
};

describe('tenant regions (GATEHOUSE_REGION, GATEHOUSE_REGION_ENDPOINTS)', () => {
  it('serves every region from one deployment when no region is named', () => {
    expect(regionsOf({})).toEqual({ home: undefined, served: ['EU', 'US', 'AU'], elsewhere: {} });
  });

  it('serves only its own region and knows where the others are', () => {
    expect(
      regionsOf({
        GATEHOUSE_REGION: 'eu',
        GATEHOUSE_REGION_ENDPOINTS: 'US=https://us.example.com/, au = https://au.example.com',
      }),
    ).toEqual({
      home: 'EU',
      served: ['EU'],
      elsewhere: { US: 'https://us.example.com', AU: 'https://au.example.com' },
    });
  });

  it('stops the start on a wrong or contradictory value, naming the variable', () => {
    expect(failureOf({ GATEHOUSE_REGION: 'MARS' })).toContain('GATEHOUSE_REGION');
    for (const endpoints of [
      'US',
      'US=ftp://us.example.com',
      'MARS=https://m.example.com',
      'US=https://a,US=https://b',
    ]) {
      expect(failureOf({ GATEHOUSE_REGION: 'EU', GATEHOUSE_REGION_ENDPOINTS: endpoints })).toContain(
        'GATEHOUSE_REGION_ENDPOINTS',
      );
    }
    expect(failureOf({ GATEHOUSE_REGION_ENDPOINTS: 'US=https://us.example.com' })).toContain('needs GATEHOUSE_REGION');
    expect(failureOf({ GATEHOUSE_REGION: 'EU', GATEHOUSE_REGION_ENDPOINTS: 'EU=https://eu.example.com' })).toContain(
      'own region',
    );
  });
});
