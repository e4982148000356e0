import type { ConnectorView } from '@gatehouse/schemas/connectors';
import { Plus, Trash2 } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '../../../app/tenant';
import { Button } from '../../../components/Button';
import { DropdownMenu, DropdownMenuItem } from '../../../components/DropdownMenu';
import { SortableList } from '../../../components/SortableList';
import type { SignInExperienceForm } from '../form';
import styles from './index.module.css';

/** A connector's name in the console's language, else English, else its target. */
export const connectorName = (connector: ConnectorView, language: string) => {
  const names = { ...connector.name, ...connector.metadata.name };
  return names[language] ?? names.en ?? connector.target ?? connector.id;
};

/** The social buttons of the sign-in page: which providers, in which order. */
export const SocialTargets = ({ connectors }: { connectors: readonly ConnectorView[] }) => {
  const { t, i18n } = useTranslation();
  const { path } = useTenant();
  const { watch, setValue } = useFormContext<SignInExperienceForm>();
  const targets = watch('socialSignInConnectorTargets');
  const social = connectors.filter((connector) => connector.type === 'social' && connector.target);
  const byTarget = (target: string) => social.find((connector) => connector.target === target);
  const update = (next: string[]) => setValue('socialSignInConnectorTargets', next, { shouldDirty: true });
  const unused = social.filter((connector) => !targets.includes(connector.target as string));

  if (social.length === 0) {
    return (
      <p className={styles.empty}>
        {t('sign_in_exp.social.none')} <Link to={path('/connectors/social')}>{t('sign_in_exp.social.set_up')}</Link>
      </p>
    );
  }
  return (
    <>
      {targets.length === 0 ? <p className={styles.empty}>{t('sign_in_exp.social.empty')}</p> : null}
      <SortableList
        label={t('sign_in_exp.social.list')}
        onReorder={update}
        items={targets.map((target) => {
          const connector = byTarget(target);
          const name = connector ? connectorName(connector, i18n.language) : target;
          return {
            id: target,
            label: name,
            content: (
              <>
                {connector ? (
                  <img src={connector.metadata.logo ?? connector.logo} alt="" className={styles.logo} />
                ) : null}
                <span className={styles.methodName}>{name}</span>
                {connector && !connector.enabled ? (
                  <span className={styles.muted}>{t('sign_in_exp.social.disabled')}</span>
                ) : null}
                {connector ? null : <span className={styles.muted}>{t('sign_in_exp.social.missing')}</span>}
                <span className={styles.spacer} />
                <Button
                  type="button"
                  kind="text"
                  icon={<Trash2 size={16} />}
                  aria-label={t('sign_in_exp.sign_in.remove', { name })}
                  onClick={() => update(targets.filter((item) => item !== target))}
                />
              </>
            ),
          };
        })}
      />
      {unused.length > 0 ? (
        <div>
          <DropdownMenu
            trigger={
              <Button type="button" icon={<Plus size={16} />}>
                {t('sign_in_exp.social.add')}
              </Button>
            }
          >
            {unused.map((connector) => (
              <DropdownMenuItem key={connector.id} onSelect={() => update([...targets, connector.target as string])}>
                {connectorName(connector, i18n.language)}
              </DropdownMenuItem>
            ))}
          </DropdownMenu>
        </div>
      ) : null}
    </>
  );
};
