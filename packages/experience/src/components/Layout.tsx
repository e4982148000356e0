import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../lib/settings-context';

type Props = { title: string; description?: ReactNode; children?: ReactNode };

/** The page frame: the tenant's logo, a heading (also the document title), and the content card. */
export const Layout = ({ title, description, children }: Props) => {
  const { t } = useTranslation();
  const settings = useSettings();
  const { logoUrl, darkLogoUrl } = settings.branding;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="page">
      <main className="card" aria-labelledby="page-title">
        {logoUrl ? (
          <picture className="logo">
            {darkLogoUrl && settings.color.isDarkModeEnabled ? (
              <source srcSet={darkLogoUrl} media="(prefers-color-scheme: dark)" />
            ) : null}
            <img src={logoUrl} alt={t('a11y.logo', { name: document.title })} />
          </picture>
        ) : null}
        <h1 id="page-title">{title}</h1>
        {description ? <p className="description">{description}</p> : null}
        {children}
      </main>
    </div>
  );
};
