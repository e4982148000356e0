import { checklistItems } from '@gatehouse/schemas/dashboard';
import { Circle, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePatchAdminConsoleConfig } from '../../api/admin-console/mutations';
import { useAdminConsoleConfig } from '../../api/admin-console/queries';
import { useTenant } from '../../app/tenant';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import styles from './index.module.css';

/** Where each step is done, and its text. */
const steps = {
  createApplication: { path: '/applications', label: 'get_started_checklist.create_application' },
  customizeSignIn: { path: '/sign-in-experience', label: 'get_started_checklist.customize_sign_in' },
  addConnector: { path: '/connectors', label: 'get_started_checklist.add_connector' },
  createUser: { path: '/users', label: 'get_started_checklist.create_user' },
  inviteTeammate: { path: '/tenant-settings/members', label: 'get_started_checklist.invite_teammate' },
} as const satisfies Record<(typeof checklistItems)[number], { path: string; label: string }>;

/** The get-started checklist: ticked from the tenant's real state, hidden for good by the hide button. */
export const Checklist = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const config = useAdminConsoleConfig();
  const patch = usePatchAdminConsoleConfig();
  if (!config.data || config.data.checklistHidden) return null;
  const { checklist } = config.data;
  return (
    <Card title={t('get_started_checklist.title')} description={t('get_started_checklist.description')}>
      <ul className={styles.checklist} aria-label={t('get_started_checklist.title')}>
        {checklistItems.map((item) => {
          const done = checklist[item];
          const Icon = done ? CircleCheck : Circle;
          return (
            <li key={item} className={done ? styles.done : undefined} data-testid={`checklist-${item}`}>
              <Icon size={18} aria-hidden className={styles.checkIcon} />
              <Link to={path(steps[item].path)} className={styles.step}>
                {t(steps[item].label)}
              </Link>
              <span className={styles.stepState}>
                {done ? t('get_started_checklist.done') : t('get_started_checklist.to_do')}
              </span>
            </li>
          );
        })}
      </ul>
      <Button kind="text" onClick={() => patch.mutate({ checklistHidden: true })} loading={patch.isPending}>
        {t('get_started_checklist.hide')}
      </Button>
    </Card>
  );
};
