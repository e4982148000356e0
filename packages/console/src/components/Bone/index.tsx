import type { CSSProperties } from 'react';
import styles from './index.module.css';

/**
 * One placeholder shape of a loading skeleton (a table's rows, a card's fields): its size and
 * shape come from `className` or `style`; hidden from assistive technology, which hears the
 * skeleton's own busy state instead.
 */
export const Bone = ({ className, style }: { className?: string; style?: CSSProperties }) => (
  <span className={[styles.bone, className].filter(Boolean).join(' ')} style={style} aria-hidden />
);
