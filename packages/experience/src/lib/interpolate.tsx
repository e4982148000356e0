import { Fragment, type ReactNode } from 'react';

/**
 * Fills `{{name}}` placeholders of a translated sentence with React nodes
 * (links), keeping the sentence's word order for every language.
 *
 * @example
 * interpolateNodes('I agree to the {{links}}.', { links: <a href="/terms">terms</a> })
 */
export const interpolateNodes = (template: string, nodes: Record<string, ReactNode>): ReactNode[] =>
  template.split(/(\{\{\w+\}\})/).map((part, index) => {
    const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence never reorder
    return <Fragment key={index}>{name && name in nodes ? nodes[name] : part}</Fragment>;
  });
