import { uiLanguages } from '@gatehouse/schemas/languages';
import { describe, expect, it } from 'vitest';
import { builtInConnectors } from '../index';

/**
 * What a translation must keep of the English guide, so that it cannot drop a step or break a URL:
 * the headings, numbered steps, list items, table rows and paragraphs (counted), the fenced code
 * blocks (verbatim), the inline code spans and the link targets.
 */
const structureOf = (markdown: string) => {
  const fences = [...markdown.matchAll(/^```[^\n]*\n[\s\S]*?^```$/gm)].map((match) => match[0]);
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '```');
  const lines = prose.split('\n');
  const count = (pattern: RegExp) => lines.filter((line) => pattern.test(line)).length;
  return {
    headings: lines.filter((line) => /^#+ /.test(line)).map((line) => line.match(/^#+/)?.[0]),
    steps: lines.filter((line) => /^\d+\. /.test(line)).map((line) => line.match(/^\d+/)?.[0]),
    items: count(/^\s*[-*] /),
    tableRows: count(/^\|/),
    paragraphs: prose.split(/\n\s*\n/).filter((block) => block.trim() !== '').length,
    fences,
    codeSpans: [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]).sort(),
    links: [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]),
  };
};

const guides = builtInConnectors.map(({ metadata }) => [metadata.id, metadata.readme] as const);

describe('the built-in connectors’ setup guides', () => {
  it.each(guides)(
    '%s has a guide starting with its title in exactly the 16 languages, each translated',
    (_id, readme) => {
      expect(Object.keys(readme ?? {}).sort()).toEqual([...uiLanguages].sort());
      for (const [language, text] of Object.entries(readme ?? {})) {
        expect(text, language).toMatch(/^# \S/);
        if (language !== 'en') expect(text, language).not.toBe(readme?.en);
      }
    },
  );

  it.each(guides)('%s keeps the structure of the English guide in every language', (_id, readme) => {
    const english = structureOf(readme?.en ?? '');
    for (const [language, text] of Object.entries(readme ?? {})) {
      expect(uiLanguages, language).toContain(language);
      expect(text.endsWith('\n'), language).toBe(true);
      expect(structureOf(text), language).toEqual(english);
    }
  });

  it('tells the structure apart: a dropped step, a changed code span or a broken link is seen', () => {
    const english = '# T\n\n1. Open [the console](https://example.com/a).\n2. Enter `id`.\n';
    expect(structureOf('# T\n\n1. Öffnen Sie [die Konsole](https://example.com/a).\n2. `id` eingeben.\n')).toEqual(
      structureOf(english),
    );
    for (const broken of [
      '# T\n\n1. Öffnen Sie [die Konsole](https://example.com/a). `id` eingeben.\n',
      '# T\n\n1. Öffnen Sie [die Konsole](https://example.com/a).\n2. `ID` eingeben.\n',
      '# T\n\n1. Öffnen Sie [die Konsole](https://example.com/b).\n2. `id` eingeben.\n',
      '## T\n\n1. Öffnen Sie [die Konsole](https://example.com/a).\n2. `id` eingeben.\n',
    ]) {
      expect(structureOf(broken)).not.toEqual(structureOf(english));
    }
  });
});
