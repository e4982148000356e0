import { createElement, Fragment, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock, type HighlightLanguage } from '../../../components/CodeBlock';
import { type Block, type Inline, parseMarkdown } from './markdown';
import styles from './Readme.module.css';

/** Code fences whose language the console highlights; any other shows as plain text. */
const highlighted: readonly string[] = [
  'bash',
  'json',
  'javascript',
  'typescript',
  'xml',
] satisfies HighlightLanguage[];

const InlineText = ({ nodes }: { nodes: Inline[] }) => {
  const { t } = useTranslation();
  return nodes.map((node, index) => {
    // Inline nodes have no identity but their place in the text, which never changes.
    const key = index;
    switch (node.type) {
      case 'text':
        return <Fragment key={key}>{node.text}</Fragment>;
      case 'code':
        return <code key={key}>{node.text}</code>;
      case 'strong':
        return (
          <strong key={key}>
            <InlineText nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={key}>
            <InlineText nodes={node.children} />
          </em>
        );
      case 'link': {
        const label = node.children.map((child) => ('text' in child ? child.text : '')).join('');
        return (
          <a
            key={key}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('general.open_in_new_tab', { label })}
          >
            <InlineText nodes={node.children} />
          </a>
        );
      }
      default:
        return null;
    }
  });
};

const BlockView = ({ block, headingShift }: { block: Block; headingShift: number }): ReactNode => {
  const { t } = useTranslation();
  switch (block.type) {
    case 'heading':
      return createElement(
        `h${Math.min(block.level + headingShift, 6)}`,
        { className: styles.heading, dir: 'auto' },
        <InlineText nodes={block.children} />,
      );
    case 'paragraph':
      return (
        <p dir="auto">
          <InlineText nodes={block.children} />
        </p>
      );
    case 'quote':
      return (
        <blockquote className={styles.quote} dir="auto">
          <InlineText nodes={block.children} />
        </blockquote>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a guide's items have nothing but their place
        <li key={index} dir="auto">
          <InlineText nodes={item} />
        </li>
      ));
      return block.ordered ? <ol start={block.start}>{items}</ol> : <ul>{items}</ul>;
    }
    case 'table':
      return (
        <table className={styles.table}>
          <thead>
            <tr>
              {block.header.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns have nothing but their place
                <th key={index} scope="col" dir="auto">
                  <InlineText nodes={cell} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table's rows have nothing but their place
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns have nothing but their place
                  <td key={index} dir="auto">
                    <InlineText nodes={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'code':
      return (
        <CodeBlock
          code={block.text}
          label={block.language || t('connectors.code_example')}
          language={highlighted.includes(block.language) ? (block.language as HighlightLanguage) : undefined}
        />
      );
    default:
      return null;
  }
};

/**
 * A connector's guide, from its Markdown (`parseMarkdown`): rendered as elements, never as HTML.
 * Its headings start at `firstLevel` (a guide's `#` under the card's own heading). Each block takes
 * the direction of its own text: a guide written in English stays left to right in Arabic.
 */
export const Readme = ({ markdown, firstLevel = 3 }: { markdown: string; firstLevel?: number }) => {
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
  return (
    <div className={styles.readme}>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one guide keep their order
        <BlockView key={index} block={block} headingShift={firstLevel - 1} />
      ))}
    </div>
  );
};
