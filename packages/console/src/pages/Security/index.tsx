import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { useSignInExperience } from '../../api/sign-in-experience/queries';
import { DataState } from '../../components/DataState';
import { PageHeader } from '../../components/PageHeader';
import { PageNotFound } from '../../components/PageNotFound';
import { BlocklistCard } from './BlocklistCard';
import { CaptchaCard } from './CaptchaCard';
import { CaptchaGuide } from './CaptchaGuide';
import { CaptchaProviderPage } from './CaptchaProviderPage';
import styles from './index.module.css';
import { LockoutCard } from './LockoutCard';
import { UnlockCard } from './UnlockCard';

/** `security`: CAPTCHA, lockout and unlock, the email blocklist, each a card of its own. */
const SecurityOverview = () => {
  const { t } = useTranslation();
  const query = useSignInExperience();
  return (
    <>
      <PageHeader title={t('security.title')} subtitle={t('security.subtitle')} />
      <DataState query={query}>
        {(settings) => (
          <div className={styles.cards}>
            <CaptchaCard settings={settings} />
            <LockoutCard settings={settings} />
            <UnlockCard />
            <BlocklistCard settings={settings} />
          </div>
        )}
      </DataState>
    </>
  );
};

/** `security/*` (spec §2: index; guide/{guideId}; captcha), in the sidebar only with dev features on. */
const Security = () => (
  <Routes>
    <Route index element={<SecurityOverview />} />
    <Route path="captcha" element={<CaptchaProviderPage />} />
    <Route path="guide/:guideId" element={<CaptchaGuide />} />
    <Route path="*" element={<PageNotFound />} />
  </Routes>
);

export default Security;
