import { BookOpen, CircleHelp } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bone } from '../../components/Bone';
import { useHasOpened } from '../../hooks/use-has-opened';
import { externalLinks } from '../../utils/external-links';
import { lazyNamed } from '../../utils/lazy-named';
import { isCloud } from '../config';
import { useConsoleConfig } from '../config-context';
import { useTenant } from '../tenant';
import styles from './Topbar.module.css';
import { UserMenuTrigger } from './UserMenuTrigger';
import { VersionLink } from './VersionLink';

/** Cloud only, with its create-tenant modal and tenant queries: a chunk of its own, off the first paint. */
const TenantSwitcher = lazyNamed(() => import('./TenantSwitcher'), 'TenantSwitcher');
/** Its modal loads the first time help is asked for. */
const ContactDialog = lazyNamed(() => import('./ContactDialog'), 'ContactDialog');
/** The menu (Radix menu and its positioning) loads right after the first paint; until then its trigger stands still. */
const UserMenu = lazyNamed(() => import('./UserMenu'), 'UserMenu');

/** The top bar (spec §2): logo (home), title, docs, help, version, the user menu. */
export const Topbar = () => {
  const { t } = useTranslation();
  const config = useConsoleConfig();
  const { path } = useTenant();
  const [helpOpen, setHelpOpen] = useState(false);
  const helpMounted = useHasOpened(helpOpen);
  const cloud = isCloud(config);
  return (
    <header className={styles.topbar}>
      {/* The visible title names the link; without one (cloud), the label does. */}
      <Link to={path('/')} className={styles.logo} aria-label={cloud ? t('topbar.home') : undefined}>
        <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden>
          <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
          <path d="M9 24V12l7-5 7 5v12h-5v-6h-4v6z" fill="var(--color-on-primary)" />
        </svg>
        {cloud ? null : <span className={styles.title}>{t('general.console_title')}</span>}
      </Link>
      {cloud ? (
        <Suspense fallback={<Bone className={styles.switcherSkeleton} />}>
          <TenantSwitcher />
        </Suspense>
      ) : null}
      {config.devFeatures ? <span className={styles.badge}>{t('general.dev_features_enabled')}</span> : null}
      <div className={styles.spacer} />
      <a className={styles.action} href={externalLinks.docs} target="_blank" rel="noopener noreferrer">
        <BookOpen size={16} />
        <span className={styles.actionLabel}>{t('topbar.docs')}</span>
      </a>
      <button type="button" className={styles.action} onClick={() => setHelpOpen(true)} aria-haspopup="dialog">
        <CircleHelp size={16} />
        <span className={styles.actionLabel}>{t('topbar.help')}</span>
      </button>
      {cloud ? null : (
        <span className={styles.versionSlot}>
          <VersionLink />
        </span>
      )}
      <div className={styles.divider} />
      <Suspense fallback={<UserMenuTrigger disabled aria-busy />}>
        <UserMenu />
      </Suspense>
      {helpMounted ? (
        <Suspense fallback={null}>
          <ContactDialog open={helpOpen} onOpenChange={setHelpOpen} />
        </Suspense>
      ) : null}
    </header>
  );
};
