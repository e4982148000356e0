import { describe, expect, it } from 'vitest';
import { errorMessageOf } from './client';

const translate = (key: string) => key;

describe('the message of a quota refusal (spec §8)', () => {
  it('names the exceeded quotas after the server message, as JSON keys', () => {
    const body = {
      code: 'subscription.quota_exceeded',
      message: 'Exceeded quota limit.',
      data: { applicationsLimit: 3 },
    };
    expect(errorMessageOf(403, body, translate, true)).toBe('Exceeded quota limit. {"applicationsLimit":3}');
  });

  it('leaves other refusals as the server wrote them', () => {
    const body = {
      code: 'tenant.insufficient_scope',
      message: 'Your role in this tenant does not allow this.',
      data: {},
    };
    expect(errorMessageOf(403, body, translate, true)).toBe('Your role in this tenant does not allow this.');
  });
});
