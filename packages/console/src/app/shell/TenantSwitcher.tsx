import { planDisplayName } from '@gatehouse/schemas/plans';
import type { MemberTenant } from '@gatehouse/schemas/tenants';
import { ChevronsUpDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUpdateCustomData } from '../../api/me/mutations';
import { useAcceptInvitation } from '../../api/tenants/mutations';
import { useMyInvitations, useTenants } from '../../api/tenants/queries';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuSeparator,
} from '../../components/DropdownMenu';
import { Tag } from '../../components/Tag';
import { CreateTenantModal } from '../cloud/CreateTenantModal';
import { defaultTenantKey } from '../cloud/index-route';
import { tenantStatus } from '../cloud/tenant-status';
import { useTenant } from '../tenant';
import styles from './TenantSwitcher.module.css';

const TenantStatusTag = ({ tenant }: { tenant: MemberTenant }) => {
  const { t } = useTranslation();
  const status = tenantStatus(tenant);
  return status ? <Tag tone="danger">{t(`cloud.status.${status}`)}</Tag> : null;
};

/**
 * The cloud top bar's tenant switcher (spec §2): the current tenant and its environment; the
 * menu lists the user's tenants (name, status tag, region, environment, plan but on development; current one checked), invitations to join (a red dot while any
 * is pending) and 'Create tenant'. Opening a tenant remembers it as the user's default.
 */
export const TenantSwitcher = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tenantId } = useTenant();
  const { data: tenants = [] } = useTenants();
  const { data: invitations = [] } = useMyInvitations();
  const accept = useAcceptInvitation();
  const remember = useUpdateCustomData();
  const [creating, setCreating] = useState(false);
  const current = tenants.find(({ id }) => id === tenantId);
  const pending = invitations.filter(({ status }) => status === 'Pending');

  const open = (id: string) => {
    if (id === tenantId) return;
    navigate(`/${encodeURIComponent(id)}`);
    remember.mutate({ [defaultTenantKey]: id });
  };

  return (
    <>
      <DropdownMenu
        align="start"
        trigger={
          <button type="button" className={styles.trigger} aria-label={t('cloud.switcher.label')}>
            <span className={styles.name}>{current?.name ?? tenantId}</span>
            {current ? (
              <span className={styles.triggerTag}>
                <Tag>{t(`cloud.tags.${current.tag}`)}</Tag>
              </span>
            ) : null}
            <ChevronsUpDown size={14} aria-hidden />
            {pending.length > 0 ? (
              <span className={styles.dot} role="img" aria-label={t('cloud.switcher.pending')} />
            ) : null}
          </button>
        }
      >
        <div className={styles.heading}>{t('cloud.switcher.tenants')}</div>
        <DropdownMenuRadioGroup
          value={tenantId}
          onValueChange={open}
          options={tenants.map((tenant) => ({
            value: tenant.id,
            label: (
              <span className={styles.option} data-testid={`tenant-option-${tenant.id}`}>
                <span className={styles.optionName}>{tenant.name}</span>
                <span className={styles.meta}>
                  <TenantStatusTag tenant={tenant} />
                  <span>{t(`cloud.regions.${tenant.regionName}`)}</span>
                  <Tag>{t(`cloud.tags.${tenant.tag}`)}</Tag>
                  {/* The plan, except on a development tenant (which has its own). */}
                  {tenant.tag === 'development' ? null : (
                    <span>{t(`cloud.plans.${planDisplayName(tenant.planId)}`)}</span>
                  )}
                </span>
              </span>
            ),
          }))}
        />
        {pending.length > 0 ? (
          <>
            <DropdownMenuSeparator />
            <div className={styles.heading}>{t('cloud.switcher.invitations')}</div>
            {pending.map((invitation) => (
              <DropdownMenuItem
                key={invitation.id}
                onSelect={async () => {
                  await accept.mutateAsync(invitation.id);
                  open(invitation.tenantId);
                }}
              >
                <span className={styles.optionName}>{invitation.tenantName}</span>
                <span className={styles.join}>{t('cloud.switcher.join')}</span>
              </DropdownMenuItem>
            ))}
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<Plus size={14} />} onSelect={() => setCreating(true)}>
          {t('cloud.create.title')}
        </DropdownMenuItem>
      </DropdownMenu>
      <CreateTenantModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
};
