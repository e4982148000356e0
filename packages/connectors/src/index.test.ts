import { uiLanguages } from '@gatehouse/schemas/languages';
import { describe, expect, it } from 'vitest';
import { builtInConnectors } from './index';
import { messageConnectors } from './message';
import { socialConnectors } from './social';

/** The console's 16 languages; every text a connector shows comes in each of them, and no other. */
const languages: readonly string[] = uiLanguages;

/** Every localized text of a connector's metadata, named by where it is. */
const textsOf = ({ metadata }: (typeof builtInConnectors)[number]) => {
  const texts: Array<[string, Record<string, string>]> = [
    ['name', metadata.name],
    ['description', metadata.description],
  ];
  for (const field of metadata.configForm) {
    texts.push([`${field.key}.label`, field.label]);
    if (field.description) texts.push([`${field.key}.description`, field.description]);
    if (field.type === 'select') {
      for (const option of field.options) texts.push([`${field.key}.options.${option.value}`, option.label]);
    }
  }
  return texts;
};

describe('built-in connectors', () => {
  it('are every message and social connector, each id once', () => {
    expect(builtInConnectors).toHaveLength(messageConnectors.length + socialConnectors.length);
    const ids = builtInConnectors.map((connector) => connector.metadata.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids).toEqual(
      expect.arrayContaining(['dev-email', 'smtp', 'http-email', 'dev-sms', 'http-sms', 'twilio-sms']),
    );
  });

  it.each(builtInConnectors.map((connector) => [connector.metadata.id, connector] as const))(
    '%s has every text in exactly the 16 languages, none blank',
    (_id, connector) => {
      for (const [where, text] of textsOf(connector)) {
        expect(Object.keys(text).sort(), where).toEqual(languages);
        expect(
          Object.values(text).filter((value) => value.trim() === ''),
          where,
        ).toEqual([]);
      }
    },
  );

  it('has social connectors with unique targets', () => {
    const targets = socialConnectors.map((connector) => connector.metadata.target);
    expect(targets.filter((target, index) => targets.indexOf(target) !== index)).toEqual([]);
  });
});

describe('built-in message connectors', () => {
  it.each(messageConnectors.map((connector) => [connector.metadata.id, connector] as const))(
    '%s has an inline SVG logo',
    (_id, { metadata }) => {
      expect(metadata.logo).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(metadata.logo.split(',')[1] ?? '', 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      expect(svg).not.toMatch(/<script|on\w+=|href=/i);
    },
  );

  it('translate their texts: a language other than English differs from English somewhere in each connector', () => {
    for (const connector of messageConnectors) {
      const texts = textsOf(connector);
      for (const language of languages.filter((tag) => tag !== 'en')) {
        const translated = texts.filter(([, text]) => text[language] !== text.en);
        expect(translated.length, `${connector.metadata.id} in ${language}`).toBeGreaterThan(texts.length / 2);
      }
    }
  });
});
