import type { Translated } from '../plurals';
import accountCenter from './account-center/pt-BR';
import apiResources from './api-resources/pt-BR';
import applications from './applications/pt-BR';
import auditLogs from './audit-logs/pt-BR';
import cloud from './cloud/pt-BR';
import common from './common/pt-BR';
import connectors from './connectors/pt-BR';
import customPhrases from './custom-phrases/pt-BR';
import customizeJwt from './customize-jwt/pt-BR';
import dashboard from './dashboard/pt-BR';
import type { ConsolePhrases } from './en';
import enterpriseSso from './enterprise-sso/pt-BR';
import getStarted from './get-started/pt-BR';
import getStartedChecklist from './get-started-checklist/pt-BR';
import mfa from './mfa/pt-BR';
import organizationTemplate from './organization-template/pt-BR';
import organizations from './organizations/pt-BR';
import profile from './profile/pt-BR';
import roles from './roles/pt-BR';
import samlApplications from './saml-applications/pt-BR';
import security from './security/pt-BR';
import shell from './shell/pt-BR';
import signInExperience from './sign-in-experience/pt-BR';
import signingKeys from './signing-keys/pt-BR';
import tenantSettings from './tenant-settings/pt-BR';
import uploads from './uploads/pt-BR';
import users from './users/pt-BR';
import webhooks from './webhooks/pt-BR';

const ptBR: Translated<ConsolePhrases, 'pt-BR'> = {
  ...accountCenter,
  ...apiResources,
  ...applications,
  ...cloud,
  ...auditLogs,
  ...common,
  ...connectors,
  ...customPhrases,
  ...enterpriseSso,
  ...customizeJwt,
  ...getStarted,
  ...getStartedChecklist,
  ...dashboard,
  ...signingKeys,
  ...tenantSettings,
  ...mfa,
  ...organizationTemplate,
  ...organizations,
  ...profile,
  ...roles,
  ...samlApplications,
  ...security,
  ...shell,
  ...signInExperience,
  ...uploads,
  ...users,
  ...webhooks,
};

export default ptBR;
