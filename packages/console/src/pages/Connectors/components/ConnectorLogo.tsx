import { Plug } from 'lucide-react';
import { useState } from 'react';
import styles from './ConnectorLogo.module.css';

/**
 * A connector's or factory's logo, its dark variant in dark mode (by the theme on the document, so
 * no script runs for it). Decorative: the name is always written beside it. A logo that fails to
 * load gives way to a plug.
 */
export const ConnectorLogo = ({
  logo,
  logoDark,
  size = 32,
}: {
  logo: string;
  logoDark?: string | null;
  size?: 20 | 32 | 48;
}) => {
  const [failed, setFailed] = useState<string[]>([]);
  const shown = (src: string | null | undefined): src is string => Boolean(src) && !failed.includes(src ?? '');
  const image = (src: string, className?: string) => (
    <img
      className={[styles.logo, className].filter(Boolean).join(' ')}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed((current) => [...current, src])}
    />
  );
  if (!shown(logo) && !shown(logoDark)) {
    return (
      <span className={styles.fallback} style={{ width: size, height: size }} aria-hidden>
        <Plug size={size * 0.55} />
      </span>
    );
  }
  if (shown(logo) && shown(logoDark)) {
    return (
      <span className={styles.frame} style={{ width: size, height: size }}>
        {image(logo, styles.light)}
        {image(logoDark, styles.dark)}
      </span>
    );
  }
  return (
    <span className={styles.frame} style={{ width: size, height: size }}>
      {image(shown(logo) ? logo : (logoDark ?? ''))}
    </span>
  );
};
