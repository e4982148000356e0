import { checkPasswordPolicy, type PasswordIssueCode } from '@gatehouse/schemas/password-rules';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../lib/settings-context';

type RuleState = 'unchecked' | 'met' | 'failed';

const marks: Record<RuleState, string> = { unchecked: '○', met: '✓', failed: '✕' };

/**
 * Live feedback on the tenant's password policy (the server decides; this only helps). Each rule
 * is not checked yet (the field is empty: nothing is ticked), met, or failed — shown by mark and
 * colour and said in words to screen readers.
 */
export const PasswordRules = ({ password, userInfo }: { password: string; userInfo: Record<string, string> }) => {
  const { t } = useTranslation();
  const { passwordPolicy } = useSettings();
  const issues = new Set(checkPasswordPolicy(password, passwordPolicy, userInfo).map((issue) => issue.code));
  const stateOf = (...codes: PasswordIssueCode[]): RuleState => {
    if (password.length === 0) return 'unchecked';
    return codes.some((code) => issues.has(code)) ? 'failed' : 'met';
  };
  const rules: Array<{ key: string; text: string; state: RuleState }> = [
    {
      key: 'length',
      text: t('password_rule.min_length', { count: passwordPolicy.length.min }),
      state: stateOf('password_rejected.too_short'),
    },
    {
      key: 'types',
      text: t('password_rule.character_types', { count: passwordPolicy.characterTypes.min }),
      state: stateOf('password_rejected.character_types'),
    },
  ];
  if (passwordPolicy.rejects.repetitionAndSequence) {
    rules.push({
      key: 'sequence',
      text: t('password_rule.no_repetition'),
      state: stateOf('password_rejected.restricted.repetition', 'password_rejected.restricted.sequence'),
    });
  }
  if (passwordPolicy.rejects.userInfo) {
    rules.push({
      key: 'personal',
      text: t('password_rule.no_personal_info'),
      state: stateOf('password_rejected.restricted.user_info'),
    });
  }
  const stateText: Record<RuleState, string> = {
    unchecked: t('a11y.rule_unchecked'),
    met: t('a11y.rule_met'),
    failed: t('a11y.rule_failed'),
  };
  return (
    <div className="password-rules">
      <p id="password-rules-title">{t('description.password_requirements')}</p>
      <ul aria-labelledby="password-rules-title">
        {rules.map((rule) => (
          <li key={rule.key} className={`rule ${rule.state}`} data-state={rule.state}>
            <span className="mark" aria-hidden="true">
              {marks[rule.state]}
            </span>
            <span>
              {rule.text}
              <span className="visually-hidden">{`: ${stateText[rule.state]}`}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
};
