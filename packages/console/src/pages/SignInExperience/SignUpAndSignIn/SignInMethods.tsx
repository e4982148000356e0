import { type IdentifierType, identifierTypes } from '@gatehouse/schemas/identifiers';
import { ArrowLeftRight, Plus, Trash2 } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { DropdownMenu, DropdownMenuItem } from '../../../components/DropdownMenu';
import { SortableList } from '../../../components/SortableList';
import type { SignInExperienceForm } from '../form';
import styles from './index.module.css';

/** The sign-in methods in the order the page shows them: each with a password, a code, or both. */
export const SignInMethods = () => {
  const { t } = useTranslation();
  const { watch, setValue } = useFormContext<SignInExperienceForm>();
  const methods = watch('signIn.methods');
  const update = (next: typeof methods) => setValue('signIn.methods', next, { shouldDirty: true });
  const change = (identifier: IdentifierType, patch: Partial<(typeof methods)[number]>) =>
    update(methods.map((method) => (method.identifier === identifier ? { ...method, ...patch } : method)));
  const unused = identifierTypes.filter((identifier) => !methods.some((method) => method.identifier === identifier));
  const name = (identifier: IdentifierType) => t(`sign_in_exp.identifiers.${identifier}`);

  return (
    <>
      {methods.length === 0 ? <p className={styles.empty}>{t('sign_in_exp.sign_in.empty')}</p> : null}
      <SortableList
        label={t('sign_in_exp.sign_in.methods')}
        onReorder={(ids) =>
          update(ids.map((id) => methods.find((method) => method.identifier === id) as (typeof methods)[number]))
        }
        items={methods.map((method) => ({
          id: method.identifier,
          label: name(method.identifier),
          content: (
            <>
              <span className={styles.methodName}>{name(method.identifier)}</span>
              <Checkbox
                label={t('sign_in_exp.sign_in.password')}
                checked={method.password}
                onChange={(event) => change(method.identifier, { password: event.target.checked })}
              />
              {method.identifier === 'username' ? null : (
                <Checkbox
                  label={t('sign_in_exp.sign_in.verification_code')}
                  checked={method.verificationCode}
                  onChange={(event) => change(method.identifier, { verificationCode: event.target.checked })}
                />
              )}
              {method.password && method.verificationCode ? (
                <Button
                  type="button"
                  icon={<ArrowLeftRight size={14} />}
                  onClick={() => change(method.identifier, { isPasswordPrimary: !method.isPasswordPrimary })}
                  aria-label={t('sign_in_exp.sign_in.swap', { name: name(method.identifier) })}
                >
                  {method.isPasswordPrimary
                    ? t('sign_in_exp.sign_in.password_first')
                    : t('sign_in_exp.sign_in.code_first')}
                </Button>
              ) : null}
              <span className={styles.spacer} />
              <Button
                type="button"
                kind="text"
                icon={<Trash2 size={16} />}
                aria-label={t('sign_in_exp.sign_in.remove', { name: name(method.identifier) })}
                onClick={() => update(methods.filter((item) => item.identifier !== method.identifier))}
              />
            </>
          ),
        }))}
      />
      {unused.length > 0 ? (
        <div>
          <DropdownMenu
            trigger={
              <Button type="button" icon={<Plus size={16} />}>
                {t('sign_in_exp.sign_in.add')}
              </Button>
            }
          >
            {unused.map((identifier) => (
              <DropdownMenuItem
                key={identifier}
                onSelect={() =>
                  update([...methods, { identifier, password: true, verificationCode: false, isPasswordPrimary: true }])
                }
              >
                {name(identifier)}
              </DropdownMenuItem>
            ))}
          </DropdownMenu>
        </div>
      ) : null}
    </>
  );
};
