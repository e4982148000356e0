import { useState } from 'react';
import { avatarColor } from '../../utils/avatar';
import styles from './index.module.css';

/** A user's picture, or their initial on a colour picked from the 12-colour palette (spec §9). */
export const Avatar = ({ name, src, size = 28 }: { name: string; src?: string; size?: number }) => {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img className={styles.avatar} src={src} alt="" width={size} height={size} onError={() => setFailed(true)} />
    );
  }
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, background: avatarColor(name), fontSize: size * 0.45 }}
      aria-hidden
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
};
