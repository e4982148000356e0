import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../lib/settings-context';

type Logo = { logoUrl?: string | null; darkLogoUrl?: string | null };
type Props = { title: string; description?: ReactNode; children?: ReactNode; logo?: Logo };

/**
 * The page frame: the logo (the tenant's, or `logo` where the page shows another's, such as an
 * inviting organization's), a heading (also the document title), and the content card.
 */
export const Layout = ({ title, description, children, logo }: Props) => {
  const { t } = useTranslation();
  const settings = useSettings();
  const { logoUrl, darkLogoUrl } = logo?.logoUrl ? logo : settings.branding;

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
