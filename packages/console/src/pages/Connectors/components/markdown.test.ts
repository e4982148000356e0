import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

describe('a connector guide’s Markdown', () => {
  it('reads headings, paragraphs joined across lines, lists whose indented lines continue an item, and code', () => {
    const guide = [
      '# GitHub',
      '',
      'Signs people in with',
      'their GitHub account.',
      '',
      '1. Open **Settings → Developer settings**, then',
      '   **New OAuth App**.',
      '2. Copy the `Client ID`.',
      '',
      '- one',
      '- two',
      '',
      '```json',
      '{ "id": "sub" }',
      '```',
    ].join('\n');
    expect(parseMarkdown(guide)).toEqual([
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'GitHub' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Signs people in with their GitHub account.' }] },
      {
        type: 'list',
        ordered: true,
        start: 1,
        items: [
          [
            { type: 'text', text: 'Open ' },
            { type: 'strong', children: [{ type: 'text', text: 'Settings → Developer settings' }] },
            { type: 'text', text: ', then ' },
            { type: 'strong', children: [{ type: 'text', text: 'New OAuth App' }] },
            { type: 'text', text: '.' },
          ],
          [
            { type: 'text', text: 'Copy the ' },
            { type: 'code', text: 'Client ID' },
            { type: 'text', text: '.' },
          ],
        ],
      },
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]],
      },
      { type: 'code', language: 'json', text: '{ "id": "sub" }' },
    ]);
  });

  it('follows only web and mail links, and keeps HTML and other schemes as text', () => {
    expect(parseInline('See [the docs](https://example.com/docs).')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', href: 'https://example.com/docs', children: [{ type: 'text', text: 'the docs' }] },
      { type: 'text', text: '.' },
    ]);
    expect(parseInline('[click](javascript:alert(1))')).toEqual([
      { type: 'text', text: '[click](javascript:alert(1))' },
    ]);
    expect(parseMarkdown('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] },
    ]);
  });

  it('reads a table, a pipe inside a code span staying in its cell', () => {
    expect(parseMarkdown('| field | what |\n| --- | --- |\n| Host | `a|b` and **c** |\n\nAfter.')).toEqual([
      {
        type: 'table',
        header: [[{ type: 'text', text: 'field' }], [{ type: 'text', text: 'what' }]],
        rows: [
          [
            [{ type: 'text', text: 'Host' }],
            [
              { type: 'code', text: 'a|b' },
              { type: 'text', text: ' and ' },
              { type: 'strong', children: [{ type: 'text', text: 'c' }] },
            ],
          ],
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'After.' }] },
    ]);
  });

  it('keeps Markdown inside code spans as it is, and reads italics', () => {
    expect(parseInline('`**not bold**` and *leaning*')).toEqual([
      { type: 'code', text: '**not bold**' },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'leaning' }] },
    ]);
  });
});
