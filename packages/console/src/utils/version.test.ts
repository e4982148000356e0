import { describe, expect, it } from 'vitest';
import { compareVersions } from './version';

describe('comparing dotted versions', () => {
  it('compares part by part as numbers', () => {
    expect(compareVersions('1.10.0', '1.9.2')).toBe(1);
    expect(compareVersions('1.9.2', '1.10.0')).toBe(-1);
    expect(compareVersions('2.0.0', '2.0.0')).toBe(0);
  });

  it('treats missing parts as 0 and ignores a leading v and suffixes', () => {
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('v1.3.0', '1.2.9')).toBe(1);
    expect(compareVersions('1.3.0-beta.1', '1.3.0')).toBe(0);
  });
});
