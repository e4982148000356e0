import { describe, expect, it } from 'vitest';
import { socialConnectors } from '../social';
import { languages, phrase } from './locales';
import { en } from './locales/en';

const texts = (connector: (typeof socialConnectors)[number]) => {
  const { metadata } = connector;
  const found: { where: string; text: Record<string, string>; sentence: boolean }[] = [
    { where: 'name', text: metadata.name, sentence: false },
    { where: 'description', text: metadata.description, sentence: true },
  ];
  for (const field of metadata.configForm) {
    found.push({ where: `${field.key}.label`, text: field.label, sentence: false });
    if (field.description) found.push({ where: `${field.key}.description`, text: field.description, sentence: true });
    if (field.type === 'select') {
      for (const option of field.options) {
        found.push({ where: `${field.key}.${option.value}`, text: option.label, sentence: false });
      }
    }
  }
  return found;
};

describe('the built-in social connectors', () => {
  it('are the ten providers, each target once, all signing in on the web', () => {
    const targets = socialConnectors.map((connector) => connector.metadata.target);
    expect(targets.toSorted()).toEqual(
      [
        'apple',
        'discord',
        'facebook',
        'github',
        'gitlab',
        'google',
        'linkedin',
        'microsoft',
        'oauth2',
        'oidc',
      ].toSorted(),
    );
    expect(new Set(socialConnectors.map((connector) => connector.metadata.id)).size).toBe(10);
    for (const { metadata } of socialConnectors) {
      expect(metadata).toMatchObject({ type: 'social', platform: 'web' });
      expect(metadata.id).toBe(metadata.target);
    }
  });

  it('say every name, description, label, help and option in exactly the 16 languages, translated', () => {
    for (const connector of socialConnectors) {
      for (const { where, text, sentence } of texts(connector)) {
        const at = `${connector.metadata.id} ${where}`;
        expect(Object.keys(text).toSorted(), at).toEqual([...languages].toSorted());
        for (const language of languages) {
          expect(text[language], `${at} ${language}`).not.toMatch(/\{\w+\}/);
          if (sentence && language !== 'en') expect(text[language], `${at} ${language}`).not.toBe(text.en);
        }
      }
    }
  });

  it('keep every placeholder of the English phrases in each translation', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const placeholders = en[key].match(/\{\w+\}/g) ?? [];
      const translated = phrase(key);
      for (const language of languages) {
        expect(translated[language].match(/\{\w+\}/g) ?? [], `${key} ${language}`).toEqual(placeholders);
      }
    }
  });

  it('mark every credential field secret', () => {
    for (const { metadata } of socialConnectors) {
      for (const field of metadata.configForm) {
        if (['clientSecret', 'privateKey'].includes(field.key))
          expect(field.secret, `${metadata.id} ${field.key}`).toBe(true);
      }
    }
  });

  it('carry an inline SVG logo and a guide naming the callback URL', () => {
    for (const { metadata } of socialConnectors) {
      for (const logo of [metadata.logo, metadata.logoDark ?? metadata.logo]) {
        expect(logo).toMatch(/^data:image\/svg\+xml;base64,/);
        const svg = Buffer.from(logo.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
        expect(svg).not.toMatch(/<script|on\w+=|href=/i);
      }
      for (const [language, text] of Object.entries(metadata.readme ?? {})) {
        expect(text, `${metadata.id} ${language}`).toContain('`{endpoint}/callback/{connectorId}`');
      }
      expect(metadata.readme?.en, metadata.id).toContain('`{endpoint}/callback/{connectorId}`');
    }
  });
});
