/*
 * The Markdown of a connector's guide (its `readme`), parsed into a small tree the console renders
 * as React elements: headings, paragraphs, ordered and bullet lists (an item's indented lines
 * continue it), block quotes, tables and fenced code; inside them code spans, bold, italics and links.
 * Anything else, HTML included, stays text: nothing is ever inserted as HTML.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'table'; header: Inline[][]; rows: Inline[][][] }
  | { type: 'code'; language: string; text: string };

/** Only web and mail links are followed; any other scheme (`javascript:`) is shown as text. */
const safeHref = (href: string) => (/^(https?:\/\/|mailto:)/i.test(href) ? href : undefined);

/** Code spans first (nothing inside them is Markdown), then links, bold, italics. */
const inlinePattern = /(`+)([\s\S]*?[^`])\1(?!`)|\[([^\]]+)\]\(([^()\s]+)\)|\*\*([\s\S]+?)\*\*|\*([^*\s][^*]*?)\*/g;

export const parseInline = (text: string): Inline[] => {
  const nodes: Inline[] = [];
  let last = 0;
  const push = (node: Inline) => {
    const previous = nodes.at(-1);
    if (node.type === 'text' && previous?.type === 'text') previous.text += node.text;
    else nodes.push(node);
  };
  for (const match of text.matchAll(inlinePattern)) {
    const [whole, , code, label, href, strong, em] = match;
    if (match.index > last) push({ type: 'text', text: text.slice(last, match.index) });
    last = match.index + whole.length;
    if (code !== undefined) push({ type: 'code', text: code.trim() === '' ? code : code.replace(/^ (.*) $/s, '$1') });
    else if (label !== undefined && href !== undefined) {
      const safe = safeHref(href);
      if (safe) push({ type: 'link', href: safe, children: parseInline(label) });
      else push({ type: 'text', text: whole });
    } else if (strong !== undefined) push({ type: 'strong', children: parseInline(strong) });
    else if (em !== undefined) push({ type: 'em', children: parseInline(em) });
  }
  if (last < text.length) push({ type: 'text', text: text.slice(last) });
  return nodes;
};

const fence = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/;
const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const listItem = /^\s{0,3}(?:(\d{1,9})[.)]|([-*+]))\s+(.*)$/;
const quote = /^\s{0,3}>\s?(.*)$/;
const tableRow = /^\s*\|.*\|\s*$/;
const tableRule = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const startsBlock = (line: string) =>
  fence.test(line) || heading.test(line) || listItem.test(line) || quote.test(line) || tableRow.test(line);

/** A table row's cells: between its pipes (a pipe inside a code span or escaped stays in its cell). */
const cellsOf = (row: string) => {
  const cells: string[] = [];
  let cell = '';
  let code = false;
  const text = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '\\' && text[index + 1] === '|') {
      cell += '|';
      index += 1;
    } else if (char === '`') {
      code = !code;
      cell += char;
    } else if (char === '|' && !code) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells.map(parseInline);
};

export const parseMarkdown = (markdown: string): Block[] => {
  const lines = markdown.replaceAll('\r\n', '\n').split('\n');
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    const opening = fence.exec(line);
    if (opening) {
      const marker = opening[1] ?? '```';
      const body: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] ?? '').trim().startsWith(marker)) body.push(lines[index++] ?? '');
      index += 1; // the closing fence (or the end)
      blocks.push({ type: 'code', language: opening[2] ?? '', text: body.join('\n') });
      continue;
    }
    const title = heading.exec(line);
    if (title) {
      blocks.push({ type: 'heading', level: title[1]?.length ?? 1, children: parseInline(title[2] ?? '') });
      index += 1;
      continue;
    }
    if (tableRow.test(line) && tableRule.test(lines[index + 1] ?? '')) {
      const header = cellsOf(line);
      const rows: Inline[][][] = [];
      index += 2;
      while (index < lines.length && tableRow.test(lines[index] ?? '')) rows.push(cellsOf(lines[index++] ?? ''));
      blocks.push({ type: 'table', header, rows });
      continue;
    }
    const item = listItem.exec(line);
    if (item) {
      const ordered = item[1] !== undefined;
      const items: string[] = [];
      while (index < lines.length) {
        const current = listItem.exec(lines[index] ?? '');
        if (current) {
          if ((current[1] !== undefined) !== ordered) break;
          items.push(current[3] ?? '');
          index += 1;
          continue;
        }
        const next = lines[index] ?? '';
        if (next.trim() !== '' && /^\s+/.test(next) && !startsBlock(next)) {
          items[items.length - 1] += ` ${next.trim()}`;
          index += 1;
          continue;
        }
        // A blank line ends the list unless the next item follows.
        const following = lines.slice(index).find((candidate) => candidate.trim() !== '');
        const resumes = next.trim() === '' && following !== undefined && listItem.exec(following);
        if (!resumes || (resumes[1] !== undefined) !== ordered) break;
        index += 1;
      }
      blocks.push({ type: 'list', ordered, start: Number(item[1] ?? 1), items: items.map(parseInline) });
      continue;
    }
    const quoted = quote.exec(line);
    if (quoted) {
      const body: string[] = [];
      for (let current = quote.exec(lines[index] ?? ''); current; current = quote.exec(lines[index] ?? '')) {
        body.push((current[1] ?? '').trim());
        index += 1;
      }
      blocks.push({ type: 'quote', children: parseInline(body.join(' ')) });
      continue;
    }
    const body: string[] = [];
    while (
      index < lines.length &&
      (lines[index] ?? '').trim() !== '' &&
      (body.length === 0 || !startsBlock(lines[index] ?? ''))
    ) {
      body.push((lines[index] ?? '').trim());
      index += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInline(body.join(' ')) });
  }
  return blocks;
};
