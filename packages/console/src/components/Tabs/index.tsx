import { NavLink } from 'react-router';
import styles from './index.module.css';

/** Tabs that are routes: each tab is a link, the current one marked (aria-current). */
export const RouteTabs = ({ label, tabs }: { label: string; tabs: Array<{ to: string; title: string }> }) => (
  <nav className={styles.tabs} aria-label={label}>
    {tabs.map((tab) => (
      <NavLink
        key={tab.to}
        to={tab.to}
        className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
      >
        {tab.title}
      </NavLink>
    ))}
  </nav>
);
