import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCaptchaProvider } from '../../api/security/queries';
import { usePatchSignInExperience } from '../../api/sign-in-experience/mutations';
import { handleSubmitError } from '../../api/submit-errors';
import { useTenant } from '../../app/tenant';
import { Bone } from '../../components/Bone';
import { Card } from '../../components/Card';
import { Switch } from '../../components/Switch';
import { toast } from '../../components/Toast/store';
import styles from './index.module.css';

/**
 * CAPTCHA at sign-in and registration: the provider set up (or a link to set one up) and the
 * sign-in experience's `captchaPolicy` switch, saved as soon as it is flipped.
 */
export const CaptchaCard = ({ settings }: { settings: SignInExperience }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const provider = useCaptchaProvider();
  const patch = usePatchSignInExperience();
  const toggle = async (enabled: boolean) => {
    try {
      await patch.mutateAsync({ captchaPolicy: { enabled } });
      toast.success(t('general.saved'));
    } catch (error) {
      handleSubmitError(error);
    }
  };

  return (
    <Card title={t('security.captcha.title')} description={t('security.captcha.description')} aside>
      <div className={styles.skeleton}>
        <Switch
          label={t('security.captcha.enable')}
          description={t('security.captcha.enable_description')}
          checked={settings.captchaPolicy.enabled}
          disabled={patch.isPending}
          onChange={(event) => void toggle(event.target.checked)}
        />
        {provider.isPending ? (
          <Bone className={styles.bone} />
        ) : (
          <div className={styles.actions}>
            <p className={styles.status} data-testid="captcha-status">
              {provider.data
                ? t('security.captcha.configured', {
                    provider: t(`security.captcha.providers.${provider.data.type}`),
                    siteKey: provider.data.siteKey,
                  })
                : t('security.captcha.not_configured')}
            </p>
            <Link to={path('/security/captcha')}>
              {provider.data ? t('security.captcha.edit') : t('security.captcha.set_up')}
            </Link>
          </div>
        )}
      </div>
    </Card>
  );
};
