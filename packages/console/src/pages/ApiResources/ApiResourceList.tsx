import { Boxes } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResourceList } from '../../api/resources/queries';
import { useTenant } from '../../app/tenant';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { CellGroup } from '../../components/Table';
import { Tag } from '../../components/Tag';
import { useListParams } from '../../hooks/use-list-params';
import { RowLink, SearchableTable } from '../../patterns/SearchableTable';
import { CreateResourceModal } from './components/CreateResourceModal';

/** The tenant's API resources: search, pages, and the create modal (`/api-resources/create`). */
export const ApiResourceList = ({ creating = false }: { creating?: boolean }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const list = useListParams();
  const { page, search } = list;
  const query = useResourceList(search, page);
  const detailsPath = (id: string) => path(`/api-resources/${encodeURIComponent(id)}`);

  return (
    <>
      <PageHeader
        title={t('api_resources.title')}
        subtitle={t('api_resources.subtitle')}
        actions={
          <Button kind="primary" onClick={() => navigate(path('/api-resources/create'))}>
            {t('api_resources.create')}
          </Button>
        }
      />
      <SearchableTable
        query={query}
        list={list}
        searchLabel={t('api_resources.search')}
        caption={t('api_resources.title')}
        empty={{
          icon: Boxes,
          title: t('api_resources.empty_title'),
          description: t('api_resources.empty_description'),
        }}
        rowPath={(row) => detailsPath(row.id)}
        columns={[
          {
            key: 'name',
            title: t('api_resources.name'),
            render: (row) => (
              <CellGroup>
                <RowLink to={detailsPath(row.id)}>{row.name}</RowLink>
                {row.isDefault ? <Tag>{t('api_resources.default_tag')}</Tag> : null}
                {row.isReadOnly ? <Tag>{t('api_resources.managed_tag')}</Tag> : null}
              </CellGroup>
            ),
          },
          {
            key: 'indicator',
            title: t('api_resources.indicator'),
            render: (row) => <code>{row.indicator}</code>,
          },
        ]}
      />
      <CreateResourceModal
        open={creating}
        onClose={() => navigate(path('/api-resources'))}
        onCreated={(id) => navigate(detailsPath(id))}
      />
    </>
  );
};
