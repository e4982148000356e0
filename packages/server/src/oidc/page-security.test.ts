import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { describe, expect, it } from 'vitest';
import { allowInlineScript, oidcPageSecurity } from './page-security';

/** Just enough of a Koa context: headers, the answer's type and the provider's params. */
const fakeContext = (params: Record<string, string> = {}) => {
  const headers = new Map<string, string>();
  const state = { type: '' };
  const ctx = {
    oidc: { params },
    response: {
      get: (name: string) => headers.get(name) ?? '',
      is: (type: string) => (state.type === type ? type : false),
    },
    set: (name: string | Record<string, string>, value?: string) => {
      for (const [key, item] of Object.entries(typeof name === 'string' ? { [name]: value ?? '' } : name)) {
        headers.set(key, item);
      }
    },
    remove: (name: string) => headers.delete(name),
  } as unknown as KoaContextWithOIDC; // only the members oidcPageSecurity uses
  /** A `next` that answers with this content type. */
  const answer = (type: string) => async () => {
    state.type = type;
  };
  return { ctx, headers, answer };
};

const directive = (headers: Map<string, string>, name: string) =>
  (headers.get('content-security-policy') ?? '')
    .split(';')
    .map((part) => part.trim().split(' '))
    .find(([key]) => key === name)
    ?.slice(1);

describe('oidcPageSecurity', () => {
  it('gives an HTML answer the page headers, with the hash of each script the page allowed', async () => {
    const { ctx, headers, answer } = fakeContext();
    await oidcPageSecurity(ctx, async () => {
      allowInlineScript(ctx, 'go()');
      await answer('html')();
    });
    const hash = createHash('sha256').update('go()').digest('base64');
    expect(directive(headers, 'script-src')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(directive(headers, 'form-action')).toEqual(["'self'"]);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets forms lead to the client’s redirect origins, a custom scheme as a scheme', async () => {
    const { ctx, headers, answer } = fakeContext({
      redirect_uri: 'https://app.example:8443/callback?x=1',
      post_logout_redirect_uri: 'com.example.app:/signed-out',
    });
    await oidcPageSecurity(ctx, answer('html'));
    expect(directive(headers, 'form-action')).toEqual(["'self'", 'https://app.example:8443', 'com.example.app:']);
  });

  it('adds no source that could break out of form-action', async () => {
    const { ctx, headers, answer } = fakeContext({
      redirect_uri: 'https://app.example;script-src/cb',
      post_logout_redirect_uri: 'not a uri',
    });
    await oidcPageSecurity(ctx, answer('html'));
    expect(directive(headers, 'form-action')).toEqual(["'self'"]);
    expect(directive(headers, 'script-src')).toEqual(["'self'"]);
  });

  it('leaves answers other than HTML without a policy', async () => {
    const { ctx, headers, answer } = fakeContext();
    await oidcPageSecurity(ctx, answer('json'));
    expect(headers.has('content-security-policy')).toBe(false);
  });
});
