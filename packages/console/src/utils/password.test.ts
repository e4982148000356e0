import { describe, expect, it } from 'vitest';
import { generatePassword } from './password';

describe('generated passwords', () => {
  it('are at least 16 characters, longer when the policy asks, and at most 256', () => {
    expect(generatePassword()).toHaveLength(16);
    expect(generatePassword(24)).toHaveLength(24);
    expect(generatePassword(999)).toHaveLength(256);
  });

  it('hold every character type and no look-alike characters', () => {
    for (let run = 0; run < 200; run++) {
      const password = generatePassword();
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[^a-zA-Z\d]/);
      expect(password).not.toMatch(/[lI1O0o]/);
    }
  });

  it('differ every time', () => {
    const seen = new Set(Array.from({ length: 100 }, () => generatePassword()));
    expect(seen.size).toBe(100);
  });
});
