import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestContext } from '../lib/request-context';
import { useSettings } from '../lib/settings-context';

type Logo = { logoUrl?: string | null; darkLogoUrl?: string | null; name?: string };
type Props = { title: string; description?: ReactNode; children?: ReactNode; logo?: Logo };

/** A logo with its dark-mode variant (shown only when the tenant enables dark mode). */
const Picture = ({ logo, alt, className }: { logo: Logo; alt: string; className: string }) => {
  const { color } = useSettings();
  if (!logo.logoUrl) return null;
  return (
    <picture className={className}>
      {logo.darkLogoUrl && color.isDarkModeEnabled ? (
        <source srcSet={logo.darkLogoUrl} media="(prefers-color-scheme: dark)" />
      ) : null}
      <img src={logo.logoUrl} alt={alt} />
    </picture>
  );
};

/**
 * The page frame: the logo (the tenant's, or `logo` where the page shows another's, such as an
 * inviting organization's), the application the sign-in is for with its logo, a heading (also the
 * document title), the description, the organization of the request, and the content card.
 */
export const Layout = ({ title, description, children, logo }: Props) => {
  const { t } = useTranslation();
  const settings = useSettings();
  const { application, organization } = useRequestContext();
  const brand = logo?.logoUrl ? logo : settings.branding;
  // An application's own logo, unless the page already shows it as the brand (a third-party app's branding).
  const appLogo = application?.logoUrl && application.logoUrl !== brand.logoUrl ? application : undefined;

  useEffect(() => {
    document.title = application ? `${title} · ${application.name}` : title;
  }, [title, application]);

  return (
    <div className="page">
      <main className="card" aria-labelledby="page-title">
        <div className="brand">
          {/* The tenant's logo has no name to give: it is decoration beside the heading. */}
          <Picture
            className="logo"
            logo={brand}
            alt={'name' in brand && brand.name ? t('a11y.logo', { name: brand.name }) : ''}
          />
          {appLogo ? (
            <Picture className="app-logo" logo={appLogo} alt={t('a11y.logo', { name: appLogo.name })} />
          ) : null}
        </div>
        {/* Focusable by script: a page whose content changes in place moves the focus here. */}
        <h1 id="page-title" tabIndex={-1}>
          {title}
        </h1>
        {description ? <p className="description">{description}</p> : null}
        {organization ? (
          <p className="organization">
            <Picture className="organization-logo" logo={organization} alt="" />
            <span>{t('description.organization', { organization: organization.name })}</span>
          </p>
        ) : null}
        {children}
      </main>
      {settings.hideProductBranding ? null : <p className="powered-by">{t('footer.powered_by')}</p>}
    </div>
  );
};
