import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('GATEHOUSE_TOKEN_FAST_PATH', () => {
  it('is on by default and turned off by 0 or false (the differential test compares both)', () => {
    expect(loadConfig({}, '/srv/gatehouse').tokenFastPath).toBe(true);
    expect(loadConfig({ GATEHOUSE_TOKEN_FAST_PATH: '0' }, '/srv/gatehouse').tokenFastPath).toBe(false);
    expect(loadConfig({ GATEHOUSE_TOKEN_FAST_PATH: 'false' }, '/srv/gatehouse').tokenFastPath).toBe(false);
    expect(loadConfig({ GATEHOUSE_TOKEN_FAST_PATH: '1' }, '/srv/gatehouse').tokenFastPath).toBe(true);
  });

  it('refuses a value that is not a flag, naming the variable', () => {
    expect(() => loadConfig({ GATEHOUSE_TOKEN_FAST_PATH: 'maybe' }, '/srv/gatehouse')).toThrow(ConfigError);
    expect(() => loadConfig({ GATEHOUSE_TOKEN_FAST_PATH: 'maybe' }, '/srv/gatehouse')).toThrow(
      /GATEHOUSE_TOKEN_FAST_PATH/,
    );
  });
});
