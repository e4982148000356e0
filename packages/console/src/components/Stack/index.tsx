import type { FormHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import styles from './index.module.css';

type Props = HTMLAttributes<HTMLElement> & {
  /** 8, 12 or 16 px between the children. */
  gap?: 's' | 'm' | 'l';
  /** A page's column of cards: at most 800 px wide. */
  narrow?: boolean;
  /** A settings page's cards (two columns each on a desktop screen): at most 1200 px wide. */
  wide?: boolean;
  /** A list is a `ul` without bullets. */
  as?: 'div' | 'ul';
  children: ReactNode;
};

/** Children one under the other, evenly spaced: a form's fields, a tab's cards. */
export const Stack = ({ gap = 'l', narrow = false, wide = false, as: Element = 'div', className, ...rest }: Props) => (
  <Element
    className={[styles.stack, styles[gap], narrow ? styles.narrow : '', wide ? styles.wide : '', className]
      .filter(Boolean)
      .join(' ')}
    {...rest}
  />
);

/** A form laid out as a stack (16 px apart), validated by its own code rather than the browser's. */
export const StackForm = ({
  narrow = false,
  wide = false,
  ...rest
}: FormHTMLAttributes<HTMLFormElement> & { narrow?: boolean; wide?: boolean }) => (
  <form
    className={[styles.stack, styles.l, narrow ? styles.narrow : '', wide ? styles.wide : ''].filter(Boolean).join(' ')}
    noValidate
    {...rest}
  />
);
