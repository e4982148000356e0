import { NavLink } from 'react-router';
import styles from './index.module.css';

type Tab = { to: string; title: string };

/**
 * Whether a tab is current only on its own path: when another tab lives under it (`/applications`
 * and `/applications/third-party-applications`), or both would be current there. Any other tab stays
 * current on the pages under it (one log record under the logs tab).
 */
const matchesOnlyItsOwnPath = (tab: Tab, tabs: readonly Tab[]) =>
  tabs.some((other) => other !== tab && other.to.startsWith(`${tab.to.replace(/\/$/, '')}/`));

/** Tabs that are routes: each tab is a link, the current one marked (aria-current). */
export const RouteTabs = ({ label, tabs }: { label: string; tabs: Tab[] }) => (
  <nav className={styles.tabs} aria-label={label}>
    {tabs.map((tab) => (
      <NavLink
        key={tab.to}
        to={tab.to}
        end={matchesOnlyItsOwnPath(tab, tabs)}
        className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
      >
        {tab.title}
      </NavLink>
    ))}
  </nav>
);
