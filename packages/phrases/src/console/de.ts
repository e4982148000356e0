import type { Translated } from '../plurals';
import accountCenter from './account-center/de';
import apiResources from './api-resources/de';
import applications from './applications/de';
import auditLogs from './audit-logs/de';
import cloud from './cloud/de';
import common from './common/de';
import connectors from './connectors/de';
import customPhrases from './custom-phrases/de';
import customizeJwt from './customize-jwt/de';
import dashboard from './dashboard/de';
import type { ConsolePhrases } from './en';
import enterpriseSso from './enterprise-sso/de';
import getStarted from './get-started/de';
import getStartedChecklist from './get-started-checklist/de';
import mfa from './mfa/de';
import organizationTemplate from './organization-template/de';
import organizations from './organizations/de';
import profile from './profile/de';
import roles from './roles/de';
import samlApplications from './saml-applications/de';
import security from './security/de';
import shell from './shell/de';
import signInExperience from './sign-in-experience/de';
import signingKeys from './signing-keys/de';
import tenantSettings from './tenant-settings/de';
import uploads from './uploads/de';
import users from './users/de';
import webhooks from './webhooks/de';

const de: Translated<ConsolePhrases, 'de'> = {
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

export default de;
