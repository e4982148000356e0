import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FormIssue } from './form';
import styles from './SignInExperiencePage.module.css';

/**
 * Why the settings cannot be saved as they are: the rules across fields, each in words (or, for a
 * refusal only the server knew, its own text). Announced when it appears.
 */
export const IssueList = ({ issues }: { issues: readonly FormIssue[] | readonly string[] }) => {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <div className={styles.issues} role="alert">
      <p className={styles.issuesTitle}>
        <AlertTriangle size={16} aria-hidden />
        {t('sign_in_exp.issues.title')}
      </p>
      <ul>
        {issues.map((issue) => {
          const text =
            typeof issue === 'string'
              ? issue
              : t(`sign_in_exp.issues.${issue.code}`, {
                  identifier: issue.identifier ? t(`sign_in_exp.identifiers.${issue.identifier as 'email'}`) : '',
                });
          return <li key={text}>{text}</li>;
        })}
      </ul>
    </div>
  );
};
