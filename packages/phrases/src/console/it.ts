import type { Translated } from '../plurals';
import accountCenter from './account-center/it';
import apiResources from './api-resources/it';
import applications from './applications/it';
import auditLogs from './audit-logs/it';
import cloud from './cloud/it';
import common from './common/it';
import connectors from './connectors/it';
import customPhrases from './custom-phrases/it';
import customizeJwt from './customize-jwt/it';
import dashboard from './dashboard/it';
import type { ConsolePhrases } from './en';
import enterpriseSso from './enterprise-sso/it';
import getStarted from './get-started/it';
import getStartedChecklist from './get-started-checklist/it';
import mfa from './mfa/it';
import organizationTemplate from './organization-template/it';
import organizations from './organizations/it';
import profile from './profile/it';
import roles from './roles/it';
import samlApplications from './saml-applications/it';
import security from './security/it';
import shell from './shell/it';
import signInExperience from './sign-in-experience/it';
import signingKeys from './signing-keys/it';
import tenantSettings from './tenant-settings/it';
import uploads from './uploads/it';
import users from './users/it';
import webhooks from './webhooks/it';

const it: Translated<ConsolePhrases, 'it'> = {
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

export default it;
