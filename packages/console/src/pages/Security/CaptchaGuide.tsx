import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTenant } from '../../app/tenant';
import { Card } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import { PageNotFound } from '../../components/PageNotFound';
import { BackLink } from '../../patterns/DetailsPage';
import styles from './index.module.css';

const guides = { turnstile: 'Turnstile', 'recaptcha-enterprise': 'RecaptchaEnterprise' } as const;
const isGuideId = (id: string): id is keyof typeof guides => id in guides;

/** `security/guide/{guideId}`: where a provider's keys come from, step by step. */
export const CaptchaGuide = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const { guideId = '' } = useParams();
  if (!isGuideId(guideId)) return <PageNotFound />;
  const provider = guides[guideId];
  return (
    <>
      <BackLink to={path('/security/captcha')}>{t('security.captcha.page_title')}</BackLink>
      <PageHeader title={t(`security.guides.${provider}.title`)} />
      <Card title={t(`security.captcha.providers.${provider}`)}>
        <ol className={styles.steps}>
          <li>{t(`security.guides.${provider}.step_1`)}</li>
          <li>{t(`security.guides.${provider}.step_2`)}</li>
          <li>{t(`security.guides.${provider}.step_3`)}</li>
        </ol>
      </Card>
    </>
  );
};
