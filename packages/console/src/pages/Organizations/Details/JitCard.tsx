import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import { FormField, Hint } from '../../../components/FormField';
import { Stack } from '../../../components/Stack';
import { Tag, TagList } from '../../../components/Tag';
import { Input } from '../../../components/TextField';
import { RoleChecklist } from '../components/RoleChecklist';
import styles from './JitCard.module.css';
import { JitSsoConnectors } from './JitSsoConnectors';
import type { JitSettings } from './use-jit-settings';

/** The name of the email-domain input, for the settings form to bring it into view. */
export const jitDomainInputName = 'jitEmailDomain';

/**
 * "Just-in-time provisioning": the email domains and the enterprise SSO connectors whose new users
 * join the organization, and their roles.
 */
export const JitCard = ({ jit }: { jit: JitSettings }) => {
  const { t } = useTranslation();
  const inputId = useId();
  const labelId = `${inputId}-label`;
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
    <Card title={t('organizations.jit_title')} description={t('organizations.jit_description')} aside>
      <Stack>
        <FormField
          id={inputId}
          labelId={labelId}
          label={t('organizations.jit_email_domains')}
          hint={t('organizations.jit_domain_hint')}
          error={jit.domainError}
        >
          {(control) => (
            <DataState query={jit.domainsQuery}>
              {() => (
                <>
                  {jit.domains.length === 0 ? (
                    <Hint>{t('organizations.jit_no_domains')}</Hint>
                  ) : (
                    <TagList as="ul" aria-labelledby={labelId}>
                      {jit.domains.map((domain) => (
                        <li key={domain}>
                          <Tag
                            removeLabel={t('organizations.jit_remove_domain', { domain })}
                            onRemove={() => {
                              jit.removeDomain(domain);
                              inputRef.current?.focus();
                            }}
                          >
                            {domain}
                          </Tag>
                        </li>
                      ))}
                    </TagList>
                  )}
                  <div className={styles.inputRow}>
                    <Input
                      ref={inputRef}
                      {...control}
                      name={jitDomainInputName}
                      className={styles.domain}
                      size={32}
                      placeholder="example.com"
                      autoComplete="off"
                      spellCheck={false}
                      value={jit.input}
                      onChange={(event) => jit.setInput(event.target.value)}
                      onKeyDown={onKeyDown}
                    />
                    <Button onClick={add}>{t('organizations.jit_add_domain')}</Button>
                  </div>
                </>
              )}
            </DataState>
          )}
        </FormField>
        <JitSsoConnectors jit={jit} />
        <DataState query={jit.rolesQuery}>
          {() => (
            <RoleChecklist
              type="User"
              label={t('organizations.jit_default_roles')}
              value={jit.roleIds}
              onChange={jit.setRoleIds}
              error={jit.rolesError}
            />
          )}
        </DataState>
      </Stack>
    </Card>
  );
};
