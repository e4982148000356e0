import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/errors';
import type { ConfigField } from '../Connectors/components/config-form';
import { connectionGuard, connectionIssues } from './sso-form';

const field = (key: string): ConfigField => ({ key, type: 'text', label: { en: key }, required: true, secret: false });
const oidc = ['issuer', 'clientId', 'clientSecret', 'scope'].map(field);
const google = ['clientId', 'clientSecret', 'scope'].map(field);
const refusal = (code: string, data?: unknown) =>
  new ApiRequestError(422, `message of ${code}`, code, { code, message: `message of ${code}`, data });

describe("an SSO connector's refused save, on its fields", () => {
  it('puts each config issue the server names on its field, leaving out fields the form does not have', () => {
    const error = refusal('sso_connector.invalid_config', {
      issues: [
        { field: 'scope', message: 'must include openid' },
        { field: 'unknown', message: 'no such field' },
      ],
    });
    expect(connectionIssues(error, oidc)).toEqual([{ name: 'config.scope', message: 'must include openid' }]);
  });

  it('puts a failed discovery on the issuer, or on no field where the provider fixes the issuer', () => {
    const error = refusal('sso_connector.discovery_failed', { host: '127.0.0.1:9' });
    expect(connectionIssues(error, oidc)).toEqual([
      { name: 'config.issuer', message: 'message of sso_connector.discovery_failed' },
    ]);
    expect(connectionIssues(error, google)).toEqual([]);
  });

  it('puts a name another connector has on the name, and leaves other refusals to the caller', () => {
    expect(connectionIssues(refusal('sso_connector.name_in_use'), oidc)).toEqual([
      { name: 'connectorName', message: 'message of sso_connector.name_in_use' },
    ]);
    expect(connectionIssues(refusal('sso_connector.domain_in_use'), oidc)).toEqual([]);
    expect(connectionIssues(new Error('network'), oidc)).toEqual([]);
  });
});

describe('the connection form of a connector not configured yet', () => {
  const blank = { issuer: '', clientId: '', clientSecret: '', scope: '' };
  it('saves the name alone while the config is wholly blank', () => {
    expect(connectionGuard(oidc, { configOptional: true }).parse({ connectorName: 'Acme', config: blank })).toEqual({
      connectorName: 'Acme',
      config: undefined,
    });
    // A configured connector's form always needs its config.
    expect(connectionGuard(oidc).safeParse({ connectorName: 'Acme', config: blank }).success).toBe(false);
  });

  it('checks a config partly filled in whole, each issue on its field', () => {
    const result = connectionGuard(oidc, { configOptional: true }).safeParse({
      connectorName: 'Acme',
      config: { ...blank, clientId: 'gatehouse' },
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['config.issuer', 'config.clientSecret']));
    expect(paths).not.toContain('config.clientId');
  });
});
