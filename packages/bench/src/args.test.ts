import { describe, expect, it } from 'vitest';
import { parseBenchArgs, UsageError } from './args';

describe('bench arguments', () => {
  it('reads --count for the data benchmarks, and leaves it to each benchmark when absent', () => {
    expect(parseBenchArgs(['outbox', '--count', '200']).count).toBe(200);
    expect(parseBenchArgs(['outbox']).count).toBeUndefined();
    expect(() => parseBenchArgs(['outbox', '--count', '0'])).toThrow(UsageError);
    expect(() => parseBenchArgs(['outbox', '--count', 'many'])).toThrow(UsageError);
  });
});
