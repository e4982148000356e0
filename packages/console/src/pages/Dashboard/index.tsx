import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveUsers, useNewUsers, useTotalUsers } from '../../api/dashboard/queries';
import { Bone } from '../../components/Bone';
import { Card } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import styles from './index.module.css';
import { Stat } from './Stat';

const ActiveUsersChart = lazy(() => import('./ActiveUsersChart'));

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
        <Stat label={t('dashboard.new_today')} {...created.data?.today} comparedTo="day" />
        <Stat label={t('dashboard.new_7_days')} {...created.data?.last7Days} comparedTo="week" />
      </div>
      <Card title={t('dashboard.active_chart')}>
        <div className={styles.stats}>
          <Stat label={t('dashboard.dau')} {...active.data?.dau} comparedTo="day" />
          <Stat label={t('dashboard.wau')} {...active.data?.wau} comparedTo="week" />
          <Stat label={t('dashboard.mau')} {...active.data?.mau} comparedTo="month" />
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
