import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveUsers, useNewUsers, useTotalUsers } from '../../api/dashboard/queries';
import { Bone } from '../../components/Bone';
import { Card } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import styles from './index.module.css';

const ActiveUsersChart = lazy(() => import('./ActiveUsersChart'));

/** A number with its change, or a placeholder while it loads. */
const Stat = ({ label, count, delta }: { label: string; count?: number; delta?: number }) => {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  const signed = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' });
  return (
    <div className={styles.stat}>
      <span className={styles.label}>{label}</span>
      {count === undefined ? (
        <Bone style={{ width: 64, height: 32, display: 'block' }} />
      ) : (
        <span className={styles.value}>
          {format.format(count)}
          {delta === undefined ? null : (
            <span className={delta > 0 ? styles.up : delta < 0 ? styles.down : styles.flat}>
              <span className={styles.visuallyHidden}>{t('dashboard.change_label')}: </span>
              {signed.format(delta)}
            </span>
          )}
        </span>
      )}
    </div>
  );
};

/** `dashboard` (spec §2): users, new users and active users with 30 days of activity. */
const Dashboard = () => {
  const { t } = useTranslation();
  const total = useTotalUsers();
  const created = useNewUsers();
  const active = useActiveUsers();
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      <div className={styles.stats}>
        <Stat label={t('dashboard.total_users')} count={total.data?.totalUserCount} />
        <Stat label={t('dashboard.new_today')} {...created.data?.today} />
        <Stat label={t('dashboard.new_7_days')} {...created.data?.last7Days} />
      </div>
      <Card title={t('dashboard.active_chart')}>
        <div className={styles.stats}>
          <Stat label={t('dashboard.dau')} {...active.data?.dau} />
          <Stat label={t('dashboard.wau')} {...active.data?.wau} />
          <Stat label={t('dashboard.mau')} {...active.data?.mau} />
        </div>
        {active.data?.dauCurve.every((point) => point.count === 0) ? (
          <p className={styles.empty}>{t('dashboard.empty_chart')}</p>
        ) : null}
        {active.data ? (
          <Suspense fallback={<Bone style={{ width: '100%', height: 240, display: 'block' }} />}>
            <ActiveUsersChart curve={active.data.dauCurve} />
          </Suspense>
        ) : (
          <Bone style={{ width: '100%', height: 240, display: 'block' }} />
        )}
      </Card>
    </>
  );
};

export default Dashboard;
