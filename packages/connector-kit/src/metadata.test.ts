import { describe, expect, it } from 'vitest';
import { configFieldGuard, configFormGuard, connectorMetadataGuard, localizedTextGuard } from './metadata';

const logo = 'data:image/svg+xml;base64,PHN2Zy8+';

const smtp = {
  id: 'smtp',
  type: 'email',
  name: { en: 'SMTP', de: 'SMTP' },
  description: { en: 'Sends email through your mail server.' },
  logo,
  readme: {
    en: '# SMTP\n\nAsk your mail provider for its host and port.',
    de: '# SMTP\n\nFragen Sie Ihren Mailanbieter nach Host und Port.',
  },
  configForm: [
    { key: 'host', type: 'text', label: { en: 'Host' }, placeholder: 'smtp.example.com', required: true },
    { key: 'port', type: 'number', label: { en: 'Port' }, defaultValue: 587, min: 1, max: 65_535 },
    { key: 'password', type: 'password', label: { en: 'Password' }, secret: true },
    {
      key: 'security',
      type: 'select',
      label: { en: 'Security' },
      options: [
        { value: 'starttls', label: { en: 'STARTTLS' } },
        { value: 'tls', label: { en: 'TLS' } },
      ],
      defaultValue: 'starttls',
    },
    { key: 'debug', type: 'switch', label: { en: 'Log the conversation' } },
  ],
};

describe('connector metadata', () => {
  it('parses a valid email connector, filling required and secret with false where left out', () => {
    const parsed = connectorMetadataGuard.parse(smtp);
    expect(parsed.type).toBe('email');
    expect(parsed.configForm[0]).toMatchObject({ key: 'host', required: true, secret: false });
    expect(parsed.configForm[1]).toMatchObject({ key: 'port', required: false, secret: false });
    expect(parsed.configForm[2]).toMatchObject({ key: 'password', secret: true });
  });

  it('needs a platform and a target for a social connector, and neither for email or SMS', () => {
    const google = {
      ...smtp,
      id: 'google',
      type: 'social',
      platform: 'web',
      target: 'google',
      logoDark: 'https://example.com/g-dark.svg',
    };
    expect(connectorMetadataGuard.safeParse(google).success).toBe(true);
    expect(connectorMetadataGuard.safeParse({ ...google, platform: undefined }).success).toBe(false);
    expect(connectorMetadataGuard.safeParse({ ...google, target: undefined }).success).toBe(false);
    expect(connectorMetadataGuard.safeParse({ ...google, platform: 'desktop' }).success).toBe(false);
    expect(connectorMetadataGuard.safeParse({ ...smtp, type: 'sms' }).success).toBe(true);
  });

  it('refuses an unknown type, an id that is not lowercase words, a logo that is not a URL and a name without English', () => {
    expect(connectorMetadataGuard.safeParse({ ...smtp, type: 'push' }).success).toBe(false);
    expect(connectorMetadataGuard.safeParse({ ...smtp, id: 'My SMTP' }).success).toBe(false);
    expect(connectorMetadataGuard.safeParse({ ...smtp, logo: 'javascript:alert(1)' }).success).toBe(false);
    expect(connectorMetadataGuard.safeParse({ ...smtp, name: { de: 'SMTP' } }).success).toBe(false);
  });

  it('takes text in several languages only under language tags', () => {
    expect(localizedTextGuard.safeParse({ en: 'Host', 'pt-BR': 'Servidor', 'zh-TW': '主機' }).success).toBe(true);
    expect(localizedTextGuard.safeParse({ en: 'Host', 'not a tag': 'x' }).success).toBe(false);
    expect(localizedTextGuard.safeParse({ en: '' }).success).toBe(false);
  });

  it('takes the setup guide per language, English required and each under a language tag', () => {
    expect(connectorMetadataGuard.parse(smtp).readme?.de).toMatch(/^# SMTP/);
    expect(connectorMetadataGuard.safeParse({ ...smtp, readme: { de: '# SMTP' } }).success).toBe(false);
    expect(connectorMetadataGuard.safeParse({ ...smtp, readme: { en: '# SMTP', 'not a tag': 'x' } }).success).toBe(
      false,
    );
    expect(connectorMetadataGuard.safeParse({ ...smtp, readme: '# SMTP' }).success).toBe(false);
  });
});

describe('config form fields', () => {
  const field = { key: 'apiKey', label: { en: 'API key' } };

  it('refuses a password field that is not secret', () => {
    expect(configFieldGuard.safeParse({ ...field, type: 'password' }).success).toBe(false);
    expect(configFieldGuard.safeParse({ ...field, type: 'password', secret: true }).success).toBe(true);
  });

  it('refuses an unknown field type and a key that is not a property name', () => {
    expect(configFieldGuard.safeParse({ ...field, type: 'color' }).success).toBe(false);
    expect(configFieldGuard.safeParse({ ...field, type: 'text', key: 'api key' }).success).toBe(false);
    expect(configFieldGuard.safeParse({ ...field, type: 'text', key: '__proto__' }).success).toBe(false);
  });

  it('refuses a select without options, with twice the same value, or with a default that is not an option', () => {
    const option = { value: 'a', label: { en: 'A' } };
    expect(configFieldGuard.safeParse({ ...field, type: 'select', options: [] }).success).toBe(false);
    expect(configFieldGuard.safeParse({ ...field, type: 'select', options: [option, option] }).success).toBe(false);
    expect(configFieldGuard.safeParse({ ...field, type: 'select', options: [option], defaultValue: 'b' }).success).toBe(
      false,
    );
    expect(configFieldGuard.safeParse({ ...field, type: 'select', options: [option], defaultValue: 'a' }).success).toBe(
      true,
    );
  });

  it('refuses a default of the wrong kind and a number field whose min is above its max', () => {
    expect(configFieldGuard.safeParse({ ...field, type: 'number', defaultValue: '587' }).success).toBe(false);
    expect(configFieldGuard.safeParse({ ...field, type: 'switch', defaultValue: 'yes' }).success).toBe(false);
    expect(configFieldGuard.safeParse({ ...field, type: 'number', min: 10, max: 1 }).success).toBe(false);
  });

  it('refuses a form that names the same key twice', () => {
    const text = { ...field, type: 'text' };
    expect(configFormGuard.safeParse([text, { ...text, label: { en: 'Again' } }]).success).toBe(false);
  });
});
