import { emailDomainParamGuard, replaceEmailDomainsGuard } from '@gatehouse/schemas/organizations';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/errors';
import {
  jitFieldCodes,
  useReplaceJitEmailDomains,
  useReplaceJitRoles,
  useReplaceJitSsoConnectors,
} from '../../../api/organizations/mutations';
import {
  useOrganizationJitEmailDomains,
  useOrganizationJitRoles,
  useOrganizationJitSsoConnectors,
} from '../../../api/organizations/queries';

const sameItems = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

const apiErrorWith = (error: unknown, codes: readonly string[]) =>
  error instanceof ApiRequestError && error.code !== undefined && codes.includes(error.code) ? error : undefined;

/**
 * An edited copy of a saved list: it follows the saved list until edited, and counts as changed only
 * when its items differ. It cannot count as changed before the saved list has loaded, so saving never
 * replaces a list the console has not read.
 */
const useListDraft = (saved: string[] | undefined) => {
  const [draft, setDraft] = useState<string[]>();
  const value = draft ?? saved ?? [];
  return {
    value,
    differs: (list: readonly string[]) => saved !== undefined && !sameItems(list, saved),
    set: setDraft,
    reset: () => setDraft(undefined),
  };
};

/**
 * Just-in-time provisioning as part of the settings form: drafts of the email domains, the SSO
 * connectors and the default roles, saved with the rest of the form by replacing (PUT) each list that changed.
 */
export const useJitSettings = (organizationId: string) => {
  const { t } = useTranslation();
  const domainsQuery = useOrganizationJitEmailDomains(organizationId);
  const rolesQuery = useOrganizationJitRoles(organizationId);
  const replaceJitEmailDomains = useReplaceJitEmailDomains();
  const replaceJitRoles = useReplaceJitRoles();
  const domains = useListDraft(domainsQuery.data);
  const roleIds = useListDraft(useMemo(() => rolesQuery.data?.map(({ id }) => id), [rolesQuery.data]));
  const ssoConnectorsQuery = useOrganizationJitSsoConnectors(organizationId);
  const replaceJitSsoConnectors = useReplaceJitSsoConnectors();
  const ssoConnectorIds = useListDraft(
    useMemo(() => ssoConnectorsQuery.data?.map(({ id }) => id), [ssoConnectorsQuery.data]),
  );
  const [ssoConnectorsError, setSsoConnectorsError] = useState<string>();
  const [input, setInput] = useState('');
  const [domainError, setDomainError] = useState<string>();
  const [rolesError, setRolesError] = useState<string>();

  /** The domains with the typed one added, or undefined with the reason on the field. */
  const withTypedDomain = (): string[] | undefined => {
    const typed = input.trim();
    const parsed = emailDomainParamGuard.safeParse(typed);
    const next = parsed.success ? [...domains.value, parsed.data] : [];
    const error = typed.includes('@')
      ? t('organizations.jit_domain_has_at')
      : !parsed.success
        ? t('organizations.jit_domain_invalid')
        : domains.value.includes(parsed.data)
          ? t('organizations.jit_domain_duplicate', { domain: parsed.data })
          : // Only the list's size is left to refuse: the list is full at its current length.
            !replaceEmailDomainsGuard.safeParse({ emailDomains: next }).success
            ? t('organizations.jit_domain_limit', { count: domains.value.length })
            : undefined;
    setDomainError(error);
    if (error) return undefined;
    domains.set(next);
    setInput('');
    return next;
  };

  return {
    domainsQuery,
    rolesQuery,
    ssoConnectorsQuery,
    ssoConnectorIds: ssoConnectorIds.value,
    ssoConnectorsError,
    setSsoConnectorIds: (ids: string[]) => {
      ssoConnectorIds.set(ids);
      setSsoConnectorsError(undefined);
    },
    domains: domains.value,
    roleIds: roleIds.value,
    input,
    domainError,
    rolesError,
    isDirty:
      domains.differs(domains.value) ||
      roleIds.differs(roleIds.value) ||
      ssoConnectorIds.differs(ssoConnectorIds.value) ||
      input.trim() !== '',
    setInput: (value: string) => {
      setInput(value);
      setDomainError(undefined);
    },
    addDomain: () => {
      withTypedDomain();
    },
    removeDomain: (domain: string) => {
      domains.set(domains.value.filter((item) => item !== domain));
      setDomainError(undefined);
    },
    setRoleIds: (ids: string[]) => {
      roleIds.set(ids);
      setRolesError(undefined);
    },
    reset: () => {
      domains.reset();
      roleIds.reset();
      ssoConnectorIds.reset();
      setInput('');
      setDomainError(undefined);
      setRolesError(undefined);
      setSsoConnectorsError(undefined);
    },
    /** Checks the typed domain before anything is saved: the domains to save, or undefined when refused. */
    domainsToSave: () => (input.trim() === '' ? domains.value : withTypedDomain()),
    /**
     * Replaces the lists that changed (the domains only when `emailDomains` is given: not while the
     * typed one is refused). Resolves false when the server refused one (its message is on the field);
     * throws any other failure.
     */
    save: async (emailDomains: string[] | undefined) => {
      if (emailDomains && domains.differs(emailDomains)) {
        try {
          await replaceJitEmailDomains.mutateAsync({ id: organizationId, emailDomains });
          domains.reset();
        } catch (error) {
          const refused = apiErrorWith(error, jitFieldCodes.emailDomains);
          if (!refused) throw error;
          setDomainError(refused.message);
          return false;
        }
      }
      if (roleIds.differs(roleIds.value)) {
        try {
          await replaceJitRoles.mutateAsync({ id: organizationId, organizationRoleIds: roleIds.value });
          roleIds.reset();
        } catch (error) {
          const refused = apiErrorWith(error, jitFieldCodes.organizationRoleIds);
          if (!refused) throw error;
          setRolesError(refused.message);
          return false;
        }
      }
      if (ssoConnectorIds.differs(ssoConnectorIds.value)) {
        try {
          await replaceJitSsoConnectors.mutateAsync({ id: organizationId, ssoConnectorIds: ssoConnectorIds.value });
          ssoConnectorIds.reset();
        } catch (error) {
          const refused = apiErrorWith(error, jitFieldCodes.ssoConnectorIds);
          if (!refused) throw error;
          setSsoConnectorsError(refused.message);
          return false;
        }
      }
      return true;
    },
  };
};

export type JitSettings = ReturnType<typeof useJitSettings>;
