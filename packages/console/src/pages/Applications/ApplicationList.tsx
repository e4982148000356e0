import { AppWindow } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useApplicationList } from '../../api/applications/queries';
import { useTenant } from '../../app/tenant';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { CellGroup } from '../../components/Table';
import { RouteTabs } from '../../components/Tabs';
import { useListParams } from '../../hooks/use-list-params';
import { RowLink, SearchableTable } from '../../patterns/SearchableTable';
import { CreateApplicationModal } from './components/CreateApplicationModal';
import { FrameworkGrid } from './components/FrameworkGrid';
import { SecretOnceDialog } from './components/SecretOnceDialog';
import { TypeIcon } from './components/TypeIcon';
import { findCatalogGuide } from './guides';
import { offeredTypes, typePhrases } from './types';

/** Applications (first-party, or the third-party tab), and the create modal (`/applications/create`). */
export const ApplicationList = ({
  creating = false,
  thirdParty = false,
}: {
  creating?: boolean;
  thirdParty?: boolean;
}) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const list = useListParams();
  const { page, search } = list;
  const query = useApplicationList(thirdParty, search, page);
  const [searchParams] = useSearchParams();
  const [created, setCreated] = useState<{ id: string; secret: string; next: string }>();
  const detailsPath = (id: string) => path(`/applications/${encodeURIComponent(id)}`);
  // From the frameworks grid: the type is fixed by the framework, and its guide comes next.
  const guide = creating ? findCatalogGuide(searchParams.get('framework')) : undefined;
  const guideType = offeredTypes.find((type) => guide?.types.includes(type));
  const framework = guide && guideType ? { name: guide.name, type: guideType } : undefined;
  const nextPath = (id: string) => (framework ? `${detailsPath(id)}/guide/${guide?.id}` : detailsPath(id));

  return (
    <>
      <PageHeader
        title={t('applications.title')}
        subtitle={t('applications.subtitle')}
        actions={
          <Button kind="primary" onClick={() => navigate(path('/applications/create'))}>
            {t('applications.create')}
          </Button>
        }
      />
      <RouteTabs
        label={t('applications.title')}
        tabs={[
          { to: path('/applications'), title: t('applications.my_applications') },
          { to: path('/applications/third-party-applications'), title: t('applications.third_party') },
        ]}
      />
      <SearchableTable
        query={query}
        list={list}
        searchLabel={t('applications.search')}
        caption={thirdParty ? t('applications.third_party') : t('applications.my_applications')}
        empty={{
          icon: AppWindow,
          title: thirdParty ? t('applications.third_party_empty') : t('applications.empty_title'),
          description: t('applications.empty_description'),
        }}
        rowPath={(row) => detailsPath(row.id)}
        columns={[
          {
            key: 'name',
            title: t('applications.name'),
            render: (row) => <RowLink to={detailsPath(row.id)}>{row.name}</RowLink>,
          },
          {
            key: 'type',
            title: t('applications.type'),
            render: (row) => (
              <CellGroup>
                <TypeIcon type={row.type} size={16} />
                {t(`applications.types.${typePhrases[row.type].name}`)}
              </CellGroup>
            ),
          },
          { key: 'id', title: t('applications.app_id'), render: (row) => <code>{row.id}</code> },
        ]}
      />
      {thirdParty ? null : <FrameworkGrid />}
      <CreateApplicationModal
        open={creating && !created}
        onClose={() => navigate(path('/applications'))}
        framework={framework}
        onCreated={(application) => {
          const next = nextPath(application.id);
          if (application.secret) setCreated({ id: application.id, secret: application.secret, next });
          else navigate(next);
        }}
      />
      <SecretOnceDialog
        secret={created?.secret}
        onClose={() => {
          const next = created?.next;
          setCreated(undefined);
          if (next) navigate(next);
        }}
      />
    </>
  );
};
