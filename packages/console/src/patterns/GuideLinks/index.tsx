import { Link } from 'react-router';
import styles from './index.module.css';

/** A details page's links to its guides, in a row after their title. */
export const GuideLinks = ({ label, links }: { label: string; links: ReadonlyArray<{ to: string; name: string }> }) =>
  links.length === 0 ? null : (
    <nav className={styles.links} aria-label={label}>
      <span>{label}</span>
      {links.map((link) => (
        <Link key={link.to} to={link.to}>
          {link.name}
        </Link>
      ))}
    </nav>
  );
