import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext } from 'react-router';
import { isNotFoundError } from '../../api/errors';
import { DataState, type QueryState } from '../../components/DataState';
import { PageHeader } from '../../components/PageHeader';
import { RouteTabs } from '../../components/Tabs';
import styles from './index.module.css';

/** A link back to where the page was opened from, an arrow before its name ('← Roles'). */
export const BackLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link to={to} className={styles.back}>
    <ArrowLeft size={16} className={styles.backIcon} />
    <span className={styles.backText} title={typeof children === 'string' ? children : undefined}>
      {children}
    </span>
  </Link>
);

/**
 * The shell of a details page (`roles/{id}/*`, `users/{id}/*`, …): the way back, then the entity's
 * loading, failed or loaded state; loaded, its header (a picture, title, subtitle, actions), its tags,
 * what else it shows above the tabs, the tabs, and the current tab, which reads the entity with
 * `useDetailsEntity`. An entity that does not exist (a 404: deleted, or a wrong link) is a not-found
 * state with the way back, never an error to retry; its read says so (`shownAsNotFound`), so no
 * toast announces it either.
 */
export const DetailsPage = <T,>({
  query,
  back,
  tabsLabel,
  describe,
}: {
  query: QueryState<T>;
  back: { to: string; label: string };
  /** The tabs' name for screen readers, such as 'Role sections'. */
  tabsLabel: string;
  /** What the loaded entity's page shows above its tab. */
  describe: (entity: T) => {
    title: string;
    subtitle?: string;
    media?: ReactNode;
    actions?: ReactNode;
    /** Tags after the header, in a row shown only when there are some. */
    tags?: ReactNode;
    summary?: ReactNode;
    tabs: Array<{ to: string; title: string }>;
  };
}) => (
  <>
    <BackLink to={back.to}>{back.label}</BackLink>
    {isNotFoundError(query.error) ? (
      <EntityNotFound back={back} />
    ) : (
      <DataState query={query}>
        {(entity) => {
          const { title, subtitle, media, actions, tags, summary, tabs } = describe(entity);
          const header = <PageHeader title={title} subtitle={subtitle} actions={actions} />;
          return (
            <>
              {media ? (
                <div className={styles.media}>
                  {media}
                  {header}
                </div>
              ) : (
                header
              )}
              {tags ? <div className={styles.tags}>{tags}</div> : null}
              {summary}
              <RouteTabs label={tabsLabel} tabs={tabs} />
              <Outlet context={entity} />
            </>
          );
        }}
      </DataState>
    )}
  </>
);

const EntityNotFound = ({ back }: { back: { to: string; label: string } }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.notFound} role="status">
      <h1 className={styles.notFoundTitle}>{t('errors.entity_not_found')}</h1>
      <p>{t('errors.entity_not_found_description')}</p>
      <Link to={back.to}>{back.label}</Link>
    </div>
  );
};

/** The entity a details tab shows, loaded by its `DetailsPage`. */
export const useDetailsEntity = <T,>() => useOutletContext<T>();
