import {
  AppWindow,
  Boxes,
  Braces,
  Building2,
  KeyRound,
  LayoutDashboard,
  LayoutTemplate,
  LogIn,
  type LucideIcon,
  Network,
  Plug,
  Rocket,
  ScrollText,
  Settings,
  Shield,
  ShieldCheck,
  UserCog,
  Users,
  Webhook,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { type AreaKey, areaPath, visibleSidebar } from '../areas';
import { useConsoleConfig } from '../config-context';
import { useTenant } from '../tenant';
import styles from './Sidebar.module.css';

/** Each item's icon; a new area needs one to compile. */
const itemIcons: Record<AreaKey, LucideIcon> = {
  get_started: Rocket,
  dashboard: LayoutDashboard,
  applications: AppWindow,
  sign_in_experience: LogIn,
  mfa: ShieldCheck,
  connectors: Plug,
  enterprise_sso: Network,
  security: Shield,
  api_resources: Boxes,
  roles: UserCog,
  organization_template: LayoutTemplate,
  organizations: Building2,
  users: Users,
  signing_keys: KeyRound,
  customize_jwt: Braces,
  webhooks: Webhook,
  audit_logs: ScrollText,
  tenant_settings: Settings,
};

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
            {group.items.map((item) => {
              const Icon = itemIcons[item];
              return (
                <li key={item}>
                  <NavLink
                    to={path(areaPath(item))}
                    className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
                  >
                    <Icon size={18} className={styles.icon} />
                    <span className={styles.label}>{t(`sidebar.items.${item}`)}</span>
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
};
