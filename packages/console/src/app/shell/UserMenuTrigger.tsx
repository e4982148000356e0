import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/me/queries';
import { Avatar } from '../../components/Avatar';
import styles from './UserMenu.module.css';

/** What the user menu shows its user as: name, else username, else email. */
export const useDisplayName = () => {
  const { data: me } = useMe();
  return { me, displayName: me?.name ?? me?.username ?? me?.primaryEmail ?? '' };
};

/**
 * The user menu's button: avatar and name. Rendered on its own (disabled) while the menu's code loads, so the
 * top bar does not shift when it arrives.
 */
export const UserMenuTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>((props, ref) => {
  const { t } = useTranslation();
  const { me, displayName } = useDisplayName();
  return (
    <button
      ref={ref}
      type="button"
      className={styles.trigger}
      // The visible name is the accessible one (WCAG 2.5.3 label in name); a label only when there is none yet.
      aria-label={displayName ? undefined : t('topbar.user_menu')}
      {...props}
    >
      <Avatar name={displayName} src={me?.avatar ?? undefined} />
      <span className={styles.name}>{displayName}</span>
    </button>
  );
});
UserMenuTrigger.displayName = 'UserMenuTrigger';
