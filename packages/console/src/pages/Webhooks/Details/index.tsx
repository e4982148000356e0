import type { HookWithSigningKey } from '@gatehouse/schemas/hooks';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useHook } from '../../../api/hooks/queries';
import { useTenant } from '../../../app/tenant';
import { Tag } from '../../../components/Tag';
import { DetailsPage, useDetailsEntity } from '../../../patterns/DetailsPage';

/** `webhooks/{id}`: the webhook's header and its tabs, settings and recent requests. */
export const WebhookDetails = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { path } = useTenant();
  return (
    <DetailsPage
      query={useHook(id)}
      back={{ to: path('/webhooks'), label: t('webhooks.back_to_list') }}
      tabsLabel={t('webhooks.tabs')}
      describe={(hook) => ({
        title: hook.name,
        subtitle: hook.config.url,
        tags: <Tag>{hook.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}</Tag>,
        tabs: [
          { to: 'settings', title: t('webhooks.settings') },
          { to: 'recent-requests', title: t('webhooks.recent_requests') },
        ],
      })}
    />
  );
};

/** The webhook a details tab shows (loaded by the details shell). */
export const useDetailsHook = () => useDetailsEntity<HookWithSigningKey>();
