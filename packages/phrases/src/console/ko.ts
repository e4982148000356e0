import type { Translated } from '../plurals';
import accountCenter from './account-center/ko';
import apiResources from './api-resources/ko';
import applications from './applications/ko';
import auditLogs from './audit-logs/ko';
import cloud from './cloud/ko';
import common from './common/ko';
import connectors from './connectors/ko';
import customPhrases from './custom-phrases/ko';
import customizeJwt from './customize-jwt/ko';
import dashboard from './dashboard/ko';
import type { ConsolePhrases } from './en';
import enterpriseSso from './enterprise-sso/ko';
import getStarted from './get-started/ko';
import getStartedChecklist from './get-started-checklist/ko';
import mfa from './mfa/ko';
import organizationTemplate from './organization-template/ko';
import organizations from './organizations/ko';
import profile from './profile/ko';
import roles from './roles/ko';
import samlApplications from './saml-applications/ko';
import security from './security/ko';
import shell from './shell/ko';
import signInExperience from './sign-in-experience/ko';
import signingKeys from './signing-keys/ko';
import tenantSettings from './tenant-settings/ko';
import uploads from './uploads/ko';
import users from './users/ko';
import webhooks from './webhooks/ko';

const ko: Translated<ConsolePhrases, 'ko'> = {
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

export default ko;
