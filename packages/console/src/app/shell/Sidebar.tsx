import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { areaPath, visibleSidebar } from '../areas';
import { useConsoleConfig } from '../config-context';
import { useTenant } from '../tenant';
import styles from './Sidebar.module.css';

/** The sidebar: the spec's groups and items (spec §2), those this installation shows. */
export const Sidebar = () => {
  const { t } = useTranslation();
  const config = useConsoleConfig();
  const { path } = useTenant();
  return (
    <nav className={styles.sidebar} aria-label={t('sidebar.label')}>
      {visibleSidebar(config).map((group) => (
        <section key={group.key} className={styles.group} aria-labelledby={`sidebar-group-${group.key}`}>
          <h2 id={`sidebar-group-${group.key}`} className={styles.groupTitle}>
            {t(`sidebar.groups.${group.key}`)}
          </h2>
          <ul className={styles.items}>
            {group.items.map((item) => (
              <li key={item}>
                <NavLink
                  to={path(areaPath(item))}
                  className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
                >
                  {t(`sidebar.items.${item}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
};
