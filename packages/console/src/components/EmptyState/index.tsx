import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './index.module.css';

/**
 * What a list or panel shows when there is nothing in it yet, with what to do about it, under the
 * icon of what it holds (the sidebar's icon of the entity: `Users`, `AppWindow`, `Building2`…).
 */
export const EmptyState = ({
  title,
  description,
  action,
  icon: Icon,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  /** What the list holds, drawn above the title (a search that found nothing: `SearchX`). */
  icon: LucideIcon;
}) => (
  <div className={styles.empty}>
    <span className={styles.icon}>
      <Icon size={28} strokeWidth={1.75} />
    </span>
    <p className={styles.title}>{title}</p>
    {description ? <p className={styles.description}>{description}</p> : null}
    {action ? <div className={styles.action}>{action}</div> : null}
  </div>
);
