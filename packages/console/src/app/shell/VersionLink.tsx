import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { externalLinks } from '../../utils/external-links';
import { compareVersions } from '../../utils/version';
import { useConsoleConfig } from '../config-context';
import styles from './Topbar.module.css';

const releaseInfoGuard = z.object({ latestRelease: z.string() });

/** Not tenant data and not the API's: the release feed is the same for every tenant. */
const releaseInfoKey = ['release-info'] as const;

/** Fetches the release info; a failure is only logged (spec §8) — offline just means no dot. */
export const fetchLatestRelease = async (url: string, fetcher: typeof fetch = fetch) => {
  try {
    const response = await fetcher(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`release info answered ${response.status}`);
    return releaseInfoGuard.parse(await response.json()).latestRelease;
  } catch (error) {
    console.warn('Could not check for a new Gatehouse version:', error);
    return null;
  }
};

/** The version in the top bar, with a dot when a newer release exists (self-hosted, spec §2). */
export const VersionLink = () => {
  const { t } = useTranslation();
  const config = useConsoleConfig();
  const url = config.releaseInfoUrl;
  const { data: latest } = useQuery({
    queryKey: releaseInfoKey,
    queryFn: () => (url ? fetchLatestRelease(url) : null),
    enabled: Boolean(url),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const isNewer = typeof latest === 'string' && compareVersions(latest, config.version) > 0;
  return (
    <a
      className={styles.version}
      href={externalLinks.releases}
      target="_blank"
      rel="noopener noreferrer"
      title={isNewer ? t('topbar.new_version_available', { version: latest }) : undefined}
    >
      {t('topbar.version', { version: config.version })}
      {isNewer ? (
        <span className={styles.dot} role="img" aria-label={t('topbar.new_version_available', { version: latest })} />
      ) : null}
    </a>
  );
};
