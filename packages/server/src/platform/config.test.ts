import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultManagementIndicatorPattern } from '@gatehouse/schemas/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const baseDir = '/srv/gatehouse';

/** Runs `loadConfig` expecting it to fail, and returns the ConfigError it threw. */
const configErrorFor = (env: NodeJS.ProcessEnv): ConfigError => {
  try {
    loadConfig(env, baseDir);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`expected loadConfig(${JSON.stringify(env)}) to throw a ConfigError`);
};

describe('loadConfig defaults', () => {
  const config = loadConfig({}, baseDir);

  it('listens on port 3001 for users and 3002 for the admin console', () => {
    expect(config.port).toBe(3001);
    expect(config.adminPort).toBe(3002);
  });

  it('resolves the default data directory ./data against the base directory', () => {
    expect(config.dataDir).toBe(path.resolve(baseDir, 'data'));
  });

  it('resolves a relative GATEHOUSE_DATA_DIR against the base directory and keeps an absolute one', () => {
    expect(loadConfig({ GATEHOUSE_DATA_DIR: 'var/db' }, baseDir).dataDir).toBe(path.resolve(baseDir, 'var/db'));
    expect(loadConfig({ GATEHOUSE_DATA_DIR: '/abs/data' }, baseDir).dataDir).toBe('/abs/data');
  });

  it('derives the endpoints http://localhost:PORT and http://localhost:ADMIN_PORT', () => {
    expect(config.endpoint).toBe('http://localhost:3001');
    expect(config.adminEndpoint).toBe('http://localhost:3002');
    const custom = loadConfig({ PORT: '8080', ADMIN_PORT: '8081' }, baseDir);
    expect(custom.endpoint).toBe('http://localhost:8080');
    expect(custom.adminEndpoint).toBe('http://localhost:8081');
  });

  it("lists the admin endpoint's origin among the admin origins", () => {
    expect(config.adminOrigins).toEqual(['http://localhost:3002']);
    const custom = loadConfig({ GATEHOUSE_ADMIN_ENDPOINT: 'https://admin.example.com/console' }, baseDir);
    expect(custom.adminOrigins).toContain('https://admin.example.com');
  });

  it('leaves the optional settings unset and the flags off', () => {
    expect(config.databaseUrl).toBeUndefined();
    expect(config.secret).toBeUndefined();
    expect(config.tenantDomain).toBeUndefined();
    expect(config.auditLogRetentionDays).toBeUndefined();
    expect(config.isCloud).toBe(false);
    expect(config.trustProxy).toBe(false);
  });

  it('offers the development connectors, except in production and the cloud edition unless told', () => {
    expect(config.devConnectors).toBe(true);
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', GATEHOUSE_SECRET: secret }, baseDir).devConnectors).toBe(false);
    expect(loadConfig({ GATEHOUSE_CLOUD: 'true' }, baseDir).devConnectors).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', GATEHOUSE_SECRET: secret, GATEHOUSE_DEV_CONNECTORS: 'true' }, baseDir)
        .devConnectors,
    ).toBe(true);
    expect(loadConfig({ GATEHOUSE_DEV_CONNECTORS: 'false' }, baseDir).devConnectors).toBe(false);
  });

  it('lets outbound requests reach internal addresses, except in the cloud edition unless told', () => {
    expect(config.outbound).toEqual({ allowPrivate: true, allowHosts: [] });
    expect(loadConfig({ GATEHOUSE_CLOUD: 'true' }, baseDir).outbound.allowPrivate).toBe(false);
    expect(
      loadConfig({ GATEHOUSE_CLOUD: 'true', GATEHOUSE_OUTBOUND_PRIVATE: 'true' }, baseDir).outbound.allowPrivate,
    ).toBe(true);
    expect(
      loadConfig(
        { GATEHOUSE_OUTBOUND_PRIVATE: 'false', GATEHOUSE_OUTBOUND_ALLOW_HOSTS: ' Mail.internal , 10.0.0.5,' },
        baseDir,
      ).outbound,
    ).toEqual({ allowPrivate: false, allowHosts: ['mail.internal', '10.0.0.5'] });
  });

  it('uses the default management indicator pattern, EC signing keys and the info log level', () => {
    expect(config.managementIndicatorPattern).toBe(defaultManagementIndicatorPattern);
    expect(config.signingKeyAlgorithm).toBe('EC');
    expect(config.logLevel).toBe('info');
  });

  it('ignores environment variables it does not know', () => {
    expect(loadConfig({ HOME: '/root', PATH: '/bin', UNRELATED: 'x' }, baseDir)).toEqual(config);
  });
});

describe('loadConfig values', () => {
  it('accepts valid values for every variable', () => {
    const config = loadConfig(
      {
        PORT: '80',
        ADMIN_PORT: '65535',
        DATABASE_URL: 'postgresql://user:pass@db:5432/gatehouse',
        GATEHOUSE_ENDPOINT: 'https://id.example.com',
        GATEHOUSE_ADMIN_ENDPOINT: 'https://admin.example.com',
        GATEHOUSE_SECRET: 's'.repeat(32),
        GATEHOUSE_MANAGEMENT_INDICATOR: 'https://api.example.com/{tenantId}',
        GATEHOUSE_TENANT_DOMAIN: 'tenants.example.com',
        GATEHOUSE_SIGNING_KEY_ALG: 'RSA',
        LOG_LEVEL: 'debug',
      },
      baseDir,
    );
    expect(config).toMatchObject({
      port: 80,
      adminPort: 65_535,
      databaseUrl: 'postgresql://user:pass@db:5432/gatehouse',
      endpoint: 'https://id.example.com',
      adminEndpoint: 'https://admin.example.com',
      secret: 's'.repeat(32),
      managementIndicatorPattern: 'https://api.example.com/{tenantId}',
      tenantDomain: 'tenants.example.com',
      signingKeyAlgorithm: 'RSA',
      logLevel: 'debug',
    });
  });

  it('accepts a postgres:// DATABASE_URL as well as postgresql://', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/gatehouse' }, baseDir).databaseUrl).toBe(
      'postgres://db/gatehouse',
    );
  });

  it('strips trailing slashes from the endpoints', () => {
    const config = loadConfig(
      { GATEHOUSE_ENDPOINT: 'https://id.example.com///', GATEHOUSE_ADMIN_ENDPOINT: 'https://admin.example.com/base/' },
      baseDir,
    );
    expect(config.endpoint).toBe('https://id.example.com');
    expect(config.adminEndpoint).toBe('https://admin.example.com/base');
  });

  it('lower-cases GATEHOUSE_TENANT_DOMAIN', () => {
    expect(loadConfig({ GATEHOUSE_TENANT_DOMAIN: 'Tenants.Example.COM' }, baseDir).tenantDomain).toBe(
      'tenants.example.com',
    );
  });

  it('normalises GATEHOUSE_ADMIN_ORIGINS to origins, after the admin endpoint origin', () => {
    const config = loadConfig(
      {
        GATEHOUSE_ADMIN_ORIGINS:
          ' https://console.example.com/path/?q=1 , http://localhost:5173/ , https://b.example.com:8443',
      },
      baseDir,
    );
    expect(config.adminOrigins).toEqual([
      'http://localhost:3002',
      'https://console.example.com',
      'http://localhost:5173',
      'https://b.example.com:8443',
    ]);
  });

  it('deduplicates the admin origins, including the admin endpoint origin and default ports', () => {
    const config = loadConfig(
      {
        GATEHOUSE_ADMIN_ENDPOINT: 'https://admin.example.com/',
        GATEHOUSE_ADMIN_ORIGINS:
          'https://admin.example.com, https://admin.example.com:443/x, https://other.example.com, https://other.example.com/',
      },
      baseDir,
    );
    expect(config.adminOrigins).toEqual(['https://admin.example.com', 'https://other.example.com']);
  });

  it('ignores empty items in GATEHOUSE_ADMIN_ORIGINS', () => {
    expect(loadConfig({ GATEHOUSE_ADMIN_ORIGINS: ' , ,' }, baseDir).adminOrigins).toEqual(['http://localhost:3002']);
  });

  it.each(['1', 'true', 'yes', 'on'])('turns the GATEHOUSE_CLOUD and TRUST_PROXY flags on for %j', (value) => {
    const config = loadConfig({ GATEHOUSE_CLOUD: value, TRUST_PROXY: value }, baseDir);
    expect(config.isCloud).toBe(true);
    expect(config.trustProxy).toBe(true);
  });

  it.each(['0', 'false', 'no', 'off', ''])('turns the GATEHOUSE_CLOUD and TRUST_PROXY flags off for %j', (value) => {
    const config = loadConfig({ GATEHOUSE_CLOUD: value, TRUST_PROXY: value }, baseDir);
    expect(config.isCloud).toBe(false);
    expect(config.trustProxy).toBe(false);
  });
});

describe('loadConfig validation', () => {
  it.each([
    ['a PORT that is not a number', { PORT: 'abc' }, 'PORT'],
    ['a PORT above 65535', { PORT: '70000' }, 'PORT'],
    ['a PORT that is not an integer', { PORT: '3001.5' }, 'PORT'],
    ['an ADMIN_PORT of 0', { ADMIN_PORT: '0' }, 'ADMIN_PORT'],
    ['an empty GATEHOUSE_DATA_DIR', { GATEHOUSE_DATA_DIR: '' }, 'GATEHOUSE_DATA_DIR'],
    ['a DATABASE_URL that is not PostgreSQL', { DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    ['a GATEHOUSE_ENDPOINT that is not http(s)', { GATEHOUSE_ENDPOINT: 'ftp://x' }, 'GATEHOUSE_ENDPOINT'],
    ['a GATEHOUSE_ENDPOINT that is not a URL', { GATEHOUSE_ENDPOINT: 'not a url' }, 'GATEHOUSE_ENDPOINT'],
    [
      'a GATEHOUSE_ADMIN_ENDPOINT that is not http(s)',
      { GATEHOUSE_ADMIN_ENDPOINT: 'ftp://x' },
      'GATEHOUSE_ADMIN_ENDPOINT',
    ],
    [
      'a GATEHOUSE_ADMIN_ORIGINS item that is not a URL',
      { GATEHOUSE_ADMIN_ORIGINS: 'https://ok.example.com, nope' },
      'GATEHOUSE_ADMIN_ORIGINS',
    ],
    [
      'a GATEHOUSE_ADMIN_ORIGINS item that is not http(s)',
      { GATEHOUSE_ADMIN_ORIGINS: 'ftp://files.example.com' },
      'GATEHOUSE_ADMIN_ORIGINS',
    ],
    ['a GATEHOUSE_CLOUD that is not a flag', { GATEHOUSE_CLOUD: 'maybe' }, 'GATEHOUSE_CLOUD'],
    ['a GATEHOUSE_SECRET shorter than 32 characters', { GATEHOUSE_SECRET: 's'.repeat(31) }, 'GATEHOUSE_SECRET'],
    ['a TRUST_PROXY that is not a flag', { TRUST_PROXY: '2' }, 'TRUST_PROXY'],
    [
      'a GATEHOUSE_MANAGEMENT_INDICATOR without {tenantId}',
      { GATEHOUSE_MANAGEMENT_INDICATOR: 'https://api.example.com' },
      'GATEHOUSE_MANAGEMENT_INDICATOR',
    ],
    [
      'a GATEHOUSE_MANAGEMENT_INDICATOR that is not an absolute URI',
      { GATEHOUSE_MANAGEMENT_INDICATOR: '{tenantId}/api' },
      'GATEHOUSE_MANAGEMENT_INDICATOR',
    ],
    [
      'a GATEHOUSE_TENANT_DOMAIN that is not a host name',
      { GATEHOUSE_TENANT_DOMAIN: 'a b' },
      'GATEHOUSE_TENANT_DOMAIN',
    ],
    [
      'a GATEHOUSE_SIGNING_KEY_ALG other than EC or RSA',
      { GATEHOUSE_SIGNING_KEY_ALG: 'DSA' },
      'GATEHOUSE_SIGNING_KEY_ALG',
    ],
    ['an unknown LOG_LEVEL', { LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ] as const)('rejects %s with a ConfigError naming the variable', (_case, env, variable) => {
    const error = configErrorFor(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
    expect(error.message.startsWith(`Invalid configuration: ${variable} `)).toBe(true);
  });

  it('names the offending value and the reason in the message', () => {
    const error = configErrorFor({ PORT: 'abc' });
    expect(error.reason).toContain('(got "abc")');
    expect(error.message).toBe(`Invalid configuration: PORT ${error.reason}`);
    expect(configErrorFor({ GATEHOUSE_ADMIN_ORIGINS: 'nope' }).message).toContain("'nope' is not an http(s) origin");
    expect(configErrorFor({ GATEHOUSE_MANAGEMENT_INDICATOR: 'https://x/api' }).message).toContain(
      'must contain {tenantId}',
    );
  });

  it('rejects flags other than the eight accepted words, in any letter case', () => {
    for (const value of ['enabled', '2', '-1', 'maybe']) {
      expect(configErrorFor({ GATEHOUSE_CLOUD: value }).variable).toBe('GATEHOUSE_CLOUD');
    }
    expect(loadConfig({ GATEHOUSE_CLOUD: 'TRUE' }, '/tmp').isCloud).toBe(true);
    expect(loadConfig({ TRUST_PROXY: ' Yes ' }, '/tmp').trustProxy).toBe(true);
  });

  it('reports a single-line error message', () => {
    for (const env of [{ PORT: 'abc' }, { GATEHOUSE_CLOUD: 'maybe' }, { GATEHOUSE_ADMIN_ORIGINS: 'a,b' }]) {
      expect(configErrorFor(env).message).not.toMatch(/[\r\n]/);
    }
  });

  it('keeps the error message on a single line even when the invalid value spans several lines', () => {
    expect(configErrorFor({ LOG_LEVEL: 'info\ndebug' }).message).not.toMatch(/[\r\n]/);
    expect(configErrorFor({ GATEHOUSE_SECRET: 'line one\r\nline two' }).message).not.toMatch(/[\r\n]/);
  });

  it('does not reveal the value of GATEHOUSE_SECRET in the error message', () => {
    const secret = 'hunter2-but-not-32-characters';
    const error = configErrorFor({ GATEHOUSE_SECRET: secret });
    expect(error.variable).toBe('GATEHOUSE_SECRET');
    expect(error.message).not.toContain(secret);
  });
});

describe('loadConfig port syntax', () => {
  it.each(['1e3', '0x50', ' 80', '80.0'])('refuses PORT=%j, which is not plain digits', (value) => {
    expect(() => loadConfig({ PORT: value }, '/tmp')).toThrow(ConfigError);
  });
});

describe('audit-log retention', () => {
  it('reads GATEHOUSE_AUDIT_LOG_RETENTION_DAYS as whole days; empty keeps every record', () => {
    expect(loadConfig({ GATEHOUSE_AUDIT_LOG_RETENTION_DAYS: '90' }, '/tmp').auditLogRetentionDays).toBe(90);
    expect(loadConfig({ GATEHOUSE_AUDIT_LOG_RETENTION_DAYS: '' }, '/tmp').auditLogRetentionDays).toBeUndefined();
  });

  it.each(['0', '-3', '7.5', 'week'])('refuses GATEHOUSE_AUDIT_LOG_RETENTION_DAYS=%j, naming it', (value) => {
    expect(configErrorFor({ GATEHOUSE_AUDIT_LOG_RETENTION_DAYS: value }).variable).toBe(
      'GATEHOUSE_AUDIT_LOG_RETENTION_DAYS',
    );
  });
});

describe('the master secret', () => {
  const secret = 'a-secret-read-from-a-file-0123456789';
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-config-'));
    fs.writeFileSync(path.join(dir, 'secret'), `  ${secret}\n`);
    fs.writeFileSync(path.join(dir, 'short'), `${'s'.repeat(31)}\n`);
    fs.writeFileSync(path.join(dir, 'exact'), 's'.repeat(32));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads GATEHOUSE_SECRET as is and says where it came from', () => {
    const config = loadConfig({ GATEHOUSE_SECRET: 's'.repeat(32) }, baseDir);
    expect(config.secret).toBe('s'.repeat(32));
    expect(config.secretVariable).toBe('GATEHOUSE_SECRET');
  });

  it('leaves the secret to the data directory when neither variable is set outside production', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      const config = loadConfig({ NODE_ENV }, baseDir);
      expect(config.secret).toBeUndefined();
      expect(config.secretVariable).toBeUndefined();
    }
  });

  it("reads GATEHOUSE_SECRET_FILE's trimmed content, resolving a relative path against the base directory", () => {
    expect(loadConfig({ GATEHOUSE_SECRET_FILE: path.join(dir, 'secret') }, baseDir)).toMatchObject({
      secret,
      secretVariable: 'GATEHOUSE_SECRET_FILE',
    });
    expect(loadConfig({ GATEHOUSE_SECRET_FILE: 'secret' }, dir).secret).toBe(secret);
  });

  it('applies the 32-character rule to the file content after trimming', () => {
    expect(loadConfig({ GATEHOUSE_SECRET_FILE: path.join(dir, 'exact') }, baseDir).secret).toBe('s'.repeat(32));
    const error = configErrorFor({ GATEHOUSE_SECRET_FILE: path.join(dir, 'short') });
    expect(error.variable).toBe('GATEHOUSE_SECRET_FILE');
    expect(error.message).toContain('at least 32 characters');
    expect(error.message).not.toContain('s'.repeat(31));
  });

  it.each([
    ['a missing file', 'missing', 'ENOENT'],
    ['a directory', '.', 'EISDIR'],
  ])('refuses a GATEHOUSE_SECRET_FILE naming %s, naming the variable and the path', (_case, name, code) => {
    const error = configErrorFor({ GATEHOUSE_SECRET_FILE: path.join(dir, name) });
    expect(error.variable).toBe('GATEHOUSE_SECRET_FILE');
    expect(error.message).toContain(path.join(dir, name));
    expect(error.message).toContain(code);
    expect(error.message).not.toMatch(/[\r\n]/);
  });

  it('refuses an empty GATEHOUSE_SECRET_FILE', () => {
    expect(configErrorFor({ GATEHOUSE_SECRET_FILE: '' }).variable).toBe('GATEHOUSE_SECRET_FILE');
  });

  it('refuses GATEHOUSE_SECRET and GATEHOUSE_SECRET_FILE together, printing neither secret', () => {
    const error = configErrorFor({ GATEHOUSE_SECRET: 'e'.repeat(40), GATEHOUSE_SECRET_FILE: path.join(dir, 'secret') });
    expect(error.variable).toBe('GATEHOUSE_SECRET_FILE');
    expect(error.message).toContain('GATEHOUSE_SECRET');
    expect(error.message).not.toContain('e'.repeat(40));
    expect(error.message).not.toContain(secret);
  });

  it('refuses to start with NODE_ENV=production and neither variable, in one line naming GATEHOUSE_SECRET', () => {
    const error = configErrorFor({ NODE_ENV: 'production' });
    expect(error.variable).toBe('GATEHOUSE_SECRET');
    expect(error.message).toMatch(/^Invalid configuration: GATEHOUSE_SECRET or GATEHOUSE_SECRET_FILE must be set/);
    expect(error.message).toContain('NODE_ENV=production');
    expect(error.message).not.toMatch(/[\r\n]/);
  });

  it('starts with NODE_ENV=production when either variable is set', () => {
    expect(loadConfig({ NODE_ENV: 'production', GATEHOUSE_SECRET: 's'.repeat(32) }, baseDir).secret).toBe(
      's'.repeat(32),
    );
    expect(
      loadConfig({ NODE_ENV: 'production', GATEHOUSE_SECRET_FILE: path.join(dir, 'secret') }, baseDir).secret,
    ).toBe(secret);
  });
});

describe('upload storage', () => {
  it('keeps uploads in the data directory unless told otherwise, and turns them off with GATEHOUSE_STORAGE=off', () => {
    expect(loadConfig({}, baseDir).storage).toEqual({ kind: 'disk' });
    expect(loadConfig({ GATEHOUSE_STORAGE: 'off' }, baseDir).storage).toEqual({ kind: 'off' });
  });

  it('uses an S3-compatible bucket once one is named, path-style with its endpoint', () => {
    const storage = loadConfig(
      {
        GATEHOUSE_S3_ENDPOINT: 'http://minio.local:9000/',
        GATEHOUSE_S3_BUCKET: 'assets',
        GATEHOUSE_S3_ACCESS_KEY_ID: 'id',
        GATEHOUSE_S3_SECRET_ACCESS_KEY: 'key',
      },
      baseDir,
    ).storage;
    expect(storage).toEqual({
      kind: 's3',
      endpoint: 'http://minio.local:9000',
      bucket: 'assets',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'key' },
      publicUrl: 'http://minio.local:9000/assets',
      forcePathStyle: true,
    });
  });

  it('defaults to AWS S3 of the region, its credential chain, and the public URL given', () => {
    const aws = loadConfig({ GATEHOUSE_S3_BUCKET: 'assets', GATEHOUSE_S3_REGION: 'eu-west-1' }, baseDir).storage;
    expect(aws).toMatchObject({
      kind: 's3',
      credentials: undefined,
      publicUrl: 'https://assets.s3.eu-west-1.amazonaws.com',
      forcePathStyle: false,
    });
    const cdn = loadConfig(
      { GATEHOUSE_S3_BUCKET: 'assets', GATEHOUSE_S3_PUBLIC_URL: 'https://cdn.example.com/' },
      baseDir,
    );
    expect(cdn.storage).toMatchObject({ publicUrl: 'https://cdn.example.com' });
  });

  it('refuses s3 without a bucket, one key variable without the other, and never prints the secret key', () => {
    expect(configErrorFor({ GATEHOUSE_STORAGE: 's3' }).variable).toBe('GATEHOUSE_S3_BUCKET');
    const error = configErrorFor({ GATEHOUSE_S3_BUCKET: 'assets', GATEHOUSE_S3_SECRET_ACCESS_KEY: 'hush-hush' });
    expect(error.variable).toBe('GATEHOUSE_S3_ACCESS_KEY_ID');
    expect(error.message).not.toContain('hush-hush');
    expect(configErrorFor({ GATEHOUSE_S3_BUCKET: 'Not A Bucket' }).variable).toBe('GATEHOUSE_S3_BUCKET');
    const bad = configErrorFor({ GATEHOUSE_S3_SECRET_ACCESS_KEY: '' });
    expect(bad.message).not.toContain('""');
  });
});
