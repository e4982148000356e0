import { type JwtTokenType, jwtTokenTypes } from '@gatehouse/schemas/jwt-customizer';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteJwtCustomizer } from '../../api/jwt-customizer/mutations';
import { useJwtCustomizers } from '../../api/jwt-customizer/queries';
import { useTenant } from '../../app/tenant';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { confirm } from '../../components/ConfirmDialog';
import { DataState } from '../../components/DataState';
import { PageHeader } from '../../components/PageHeader';
import { toast } from '../../components/Toast/store';
import styles from './index.module.css';

const titleKey = {
  'access-token': 'customize_jwt.user_token_title',
  'client-credentials': 'customize_jwt.m2m_token_title',
} as const;
const descriptionKey = {
  'access-token': 'customize_jwt.user_token_description',
  'client-credentials': 'customize_jwt.m2m_token_description',
} as const;

/** The index (spec §2 `customize-jwt`): one card per token type, to add, edit or delete its script. */
export const JwtOverview = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const query = useJwtCustomizers();
  const remove = useDeleteJwtCustomizer();

  const onDelete = async (tokenType: JwtTokenType) => {
    const answer = await confirm({
      title: t('customize_jwt.delete_title'),
      message: t('customize_jwt.delete_message'),
      confirmText: t('general.delete'),
      kind: 'danger',
    });
    if (answer !== 'confirmed') return;
    remove.mutate(tokenType, { onSuccess: () => toast.success(t('customize_jwt.deleted')) });
  };

  return (
    <>
      <PageHeader title={t('customize_jwt.title')} subtitle={t('customize_jwt.subtitle')} />
      <DataState query={query}>
        {(customizers) => (
          <div className={styles.cards}>
            {jwtTokenTypes.map((tokenType) => {
              const saved = customizers.find((item) => item.tokenType === tokenType);
              const editorPath = path(`/customize-jwt/${tokenType}/${saved ? 'edit' : 'create'}`);
              return (
                <Card key={tokenType} title={t(titleKey[tokenType])} description={t(descriptionKey[tokenType])}>
                  <p className={styles.status}>
                    {saved ? t('customize_jwt.configured') : t('customize_jwt.not_configured')}
                  </p>
                  <div className={styles.actions}>
                    <Button kind={saved ? 'default' : 'primary'} onClick={() => navigate(editorPath)}>
                      {saved ? t('customize_jwt.edit') : t('customize_jwt.add')}
                    </Button>
                    {saved ? (
                      <Button kind="danger" loading={remove.isPending} onClick={() => onDelete(tokenType)}>
                        {t('general.delete')}
                      </Button>
                    ) : null}
                  </div>
                </Card>
              );
            })}
          </div>
        )}
      </DataState>
    </>
  );
};
