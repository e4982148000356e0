import { checkPasswordPolicy } from '@gatehouse/schemas/password-rules';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../lib/settings-context';

/** Live feedback on the tenant's password policy (the server decides; this only helps). */
export const PasswordRules = ({ password, userInfo }: { password: string; userInfo: Record<string, string> }) => {
  const { t } = useTranslation();
  const { passwordPolicy } = useSettings();
  const issues = new Set(checkPasswordPolicy(password, passwordPolicy, userInfo).map((issue) => issue.code));
  const rules: Array<{ key: string; text: string; failed: boolean }> = [
    {
      key: 'length',
      text: t('password_rule.min_length', { min: passwordPolicy.length.min }),
      failed: password.length === 0 || issues.has('password_rejected.too_short'),
    },
    {
      key: 'types',
      text: t('password_rule.character_types', { min: passwordPolicy.characterTypes.min }),
      failed: password.length === 0 || issues.has('password_rejected.character_types'),
    },
  ];
  if (passwordPolicy.rejects.repetitionAndSequence) {
    rules.push({
      key: 'sequence',
      text: t('password_rule.no_repetition'),
      failed:
        issues.has('password_rejected.restricted.repetition') || issues.has('password_rejected.restricted.sequence'),
    });
  }
  if (passwordPolicy.rejects.userInfo) {
    rules.push({
      key: 'personal',
      text: t('password_rule.no_personal_info'),
      failed: issues.has('password_rejected.restricted.user_info'),
    });
  }
  return (
    <div className="password-rules">
      <p id="password-rules-title">{t('description.password_requirements')}</p>
      <ul aria-labelledby="password-rules-title">
        {rules.map((rule) => (
          <li key={rule.key} className={rule.failed ? 'rule' : 'rule met'}>
            <span aria-hidden="true">{rule.failed ? '○' : '●'}</span> {rule.text}
          </li>
        ))}
      </ul>
    </div>
  );
};
