import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import styles from '../../shared.module.css';
import { RoleChecklist } from '../components/RoleChecklist';
import type { JitSettings } from './use-jit-settings';

/** "Just-in-time provisioning": the email domains whose new users join the organization, and their roles. */
export const JitCard = ({ jit }: { jit: JitSettings }) => {
  const { t } = useTranslation();
  const inputId = useId();
  const labelId = `${inputId}-label`;
  const noteId = `${inputId}-note`;
  const inputRef = useRef<HTMLInputElement>(null);
  const add = () => {
    jit.addDomain();
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the domain rather than submitting the form; not while an input method composes text.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    jit.addDomain();
  };
  return (
    <Card title={t('organizations.jit_title')} description={t('organizations.jit_description')}>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label id={labelId} htmlFor={inputId} className={styles.label}>
            {t('organizations.jit_email_domains')}
          </label>
          <DataState query={jit.domainsQuery}>
            {() => (
              <>
                {jit.domains.length === 0 ? (
                  <p className={styles.hint}>{t('organizations.jit_no_domains')}</p>
                ) : (
                  <ul aria-labelledby={labelId} className={styles.chips}>
                    {jit.domains.map((domain) => (
                      <li key={domain} className={`${styles.tag} ${styles.nameCell}`}>
                        {domain}
                        <button
                          type="button"
                          className={styles.removeChosen}
                          aria-label={t('organizations.jit_remove_domain', { domain })}
                          onClick={() => {
                            jit.removeDomain(domain);
                            inputRef.current?.focus();
                          }}
                        >
                          ×
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                <div className={styles.inputRow}>
                  <input
                    ref={inputRef}
                    id={inputId}
                    className={styles.inlineInput}
                    size={32}
                    placeholder="example.com"
                    autoComplete="off"
                    spellCheck={false}
                    aria-invalid={jit.domainError ? true : undefined}
                    aria-describedby={noteId}
                    value={jit.input}
                    onChange={(event) => jit.setInput(event.target.value)}
                    onKeyDown={onKeyDown}
                  />
                  <Button onClick={add}>{t('organizations.jit_add_domain')}</Button>
                </div>
                {jit.domainError ? (
                  <p id={noteId} className={styles.error} role="alert">
                    {jit.domainError}
                  </p>
                ) : (
                  <p id={noteId} className={styles.hint}>
                    {t('organizations.jit_domain_hint')}
                  </p>
                )}
              </>
            )}
          </DataState>
        </div>
        <DataState query={jit.rolesQuery}>
          {() => (
            <div className={styles.field}>
              <RoleChecklist
                type="User"
                label={t('organizations.jit_default_roles')}
                value={jit.roleIds}
                onChange={jit.setRoleIds}
              />
              {jit.rolesError ? (
                <p className={styles.error} role="alert">
                  {jit.rolesError}
                </p>
              ) : null}
            </div>
          )}
        </DataState>
      </div>
    </Card>
  );
};
