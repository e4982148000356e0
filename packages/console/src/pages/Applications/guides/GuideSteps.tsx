import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../../components/CodeBlock';
import { managementRole } from './curl';
import styles from './GuideSteps.module.css';
import type { AppGuide, AppGuideValues, GuideStep } from './types';

/** Consecutive steps of one kind read as one numbered step (e.g. `.env.local` then `lib/gatehouse.ts`). */
const groupByKind = (steps: GuideStep[]) =>
  steps.reduce<GuideStep[][]>((groups, step) => {
    const last = groups.at(-1);
    if (last?.[0]?.kind === step.kind) last.push(step);
    else groups.push([step]);
    return groups;
  }, []);

const stepKey = (step: GuideStep) => `${step.kind}:${step.file ?? step.note}`;

/** A guide as numbered steps: a translated title and note each, its code as code. */
export const GuideSteps = ({
  guide,
  values,
  rolesLink,
}: {
  guide: AppGuide;
  values: AppGuideValues;
  /** A link to the app's roles tab, for "assign the role". */
  rolesLink: ReactNode;
}) => {
  const { t } = useTranslation();
  const notes = {
    assign_role: t('applications.guide_notes.assign_role', {
      tab: t('applications.roles'),
      assign: t('applications.assign_roles'),
      role: managementRole,
    }),
    own_api: t('applications.guide_notes.own_api', { resource: values.resource }),
    provider_callback: t('applications.guide_notes.provider_callback', { redirectUri: values.redirectUri }),
  };
  return (
    <ol className={styles.steps}>
      {groupByKind(guide.steps).map((group) => {
        const kind = group[0]?.kind ?? 'run';
        return (
          <li key={group.map(stepKey).join(' ')} className={styles.step}>
            <h2 className={styles.title}>{t(`applications.guide_steps.${kind}`, { role: managementRole })}</h2>
            {group.map((step) => (
              <div key={stepKey(step)} className={styles.body}>
                {step.note ? <p className={styles.note}>{notes[step.note]}</p> : null}
                {step.note === 'assign_role' ? rolesLink : null}
                {step.code === undefined ? null : (
                  <CodeBlock label={step.file ?? ''} code={step.code} language={step.language} />
                )}
              </div>
            ))}
          </li>
        );
      })}
    </ol>
  );
};
