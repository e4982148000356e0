import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import styles from './AppShell.module.css';
import { Sidebar } from './Sidebar';
import { Topbar } from './Topbar';

/** The frame every tenant page lives in: top bar, sidebar, content (spec §2). */
export const AppShell = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.app}>
      <a href="#main-content" className={styles.skip}>
        {t('general.skip_to_content')}
      </a>
      <Topbar />
      <div className={styles.body}>
        <Sidebar />
        <main id="main-content" className={styles.content} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
};
