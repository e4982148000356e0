import type { ActiveUsers } from '@gatehouse/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styles from './index.module.css';

/** The 30 days of activity (its own chunk: recharts loads only with the dashboard's chart). */
const ActiveUsersChart = ({ curve }: { curve: ActiveUsers['dauCurve'] }) => {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const day = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      Date.parse(`${date}T00:00:00Z`),
    );
  return (
    <div className={styles.chart}>
      <ResponsiveContainer width="100%" height={240}>
        <AreaChart data={curve} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="var(--color-border)" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={day}
            reversed={rtl}
            stroke="var(--color-text-secondary)"
            fontSize={12}
            minTickGap={24}
          />
          <YAxis
            allowDecimals={false}
            orientation={rtl ? 'right' : 'left'}
            stroke="var(--color-text-secondary)"
            fontSize={12}
            width={40}
          />
          <Tooltip
            labelFormatter={(label) => day(String(label))}
            contentStyle={{ background: 'var(--color-surface-raised)', borderColor: 'var(--color-border)' }}
          />
          <Area
            type="monotone"
            dataKey="count"
            isAnimationActive={false}
            name={t('dashboard.active_users')}
            stroke="var(--color-primary)"
            fill="var(--color-primary-subtle)"
          />
          <Area
            type="monotone"
            dataKey="signIns"
            isAnimationActive={false}
            name={t('dashboard.sign_ins')}
            stroke="var(--color-text-secondary)"
            fill="transparent"
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
};

export default ActiveUsersChart;
