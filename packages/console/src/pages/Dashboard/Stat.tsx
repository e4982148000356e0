import { useTranslation } from 'react-i18next';
import { Bone } from '../../components/Bone';
import styles from './index.module.css';

/** The period a figure's change is measured against: the day, 7 days or 30 days before. */
export type ComparedTo = 'day' | 'week' | 'month';

/**
 * A figure with, when it has one, its change against the period before said in words
 * ("+3 vs. yesterday", "Same as yesterday"): a bare number beside a figure says nothing of what
 * it compares. A placeholder while the figure loads.
 */
export const Stat = ({
  label,
  count,
  delta,
  comparedTo,
}: {
  label: string;
  count?: number;
  delta?: number;
  comparedTo?: ComparedTo;
}) => {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  const signed = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' });
  const showChange = count !== undefined && delta !== undefined && comparedTo !== undefined;
  return (
    <div className={styles.stat}>
      <span className={styles.label}>{label}</span>
      {count === undefined ? (
        <Bone style={{ width: 64, height: 32, display: 'block' }} />
      ) : (
        <span className={styles.value}>{format.format(count)}</span>
      )}
      {showChange ? (
        <span className={delta > 0 ? styles.up : delta < 0 ? styles.down : styles.flat}>
          {delta === 0
            ? t(`dashboard.same_as.${comparedTo}`)
            : t(`dashboard.change_vs.${comparedTo}`, { change: signed.format(delta) })}
        </span>
      ) : null}
    </div>
  );
};
