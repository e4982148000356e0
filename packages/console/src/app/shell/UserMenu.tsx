import { type AppearanceMode, appearanceModes } from '@gatehouse/schemas/admin-preferences';
import { isUiLanguage, uiLanguages } from '@gatehouse/schemas/languages';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/me';
import { handleSubmitError } from '../../api/submit-errors';
import { Avatar } from '../../components/Avatar';
import { useHoverMenu } from '../../hooks/use-hover-menu';
import { usePreferences } from '../../hooks/use-preferences';
import { useAuth } from '../auth/context';
import { consoleBase } from '../base-path';
import { changeLanguage, languageNames } from '../i18n';
import { appearanceStore, rememberAppearance } from '../theme';
import styles from './UserMenu.module.css';

/**
 * The user dropdown (spec §2): profile in a new tab, language and appearance
 * submenus, sign out. Opens after the pointer rests 300 ms on it, closes
 * 100 ms after it leaves; click and keyboard work as usual.
 */
export const UserMenu = () => {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { preferences, update } = usePreferences();
  const { signOut } = useAuth();
  const { open, setOpen, hoverProps } = useHoverMenu();

  const save = (changes: Parameters<typeof update>[0]) => update(changes).catch(handleSubmitError);

  const displayName = me?.name ?? me?.username ?? me?.primaryEmail ?? '';
  return (
    <Menu.Root
      open={open}
      onOpenChange={setOpen}
      modal={false}
      dir={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}
    >
      <Menu.Trigger
        className={styles.trigger}
        // The visible name is the accessible one (WCAG 2.5.3 label in name); a label only when there is none yet.
        aria-label={displayName ? undefined : t('topbar.user_menu')}
        {...hoverProps}
      >
        <Avatar name={displayName} src={me?.avatar ?? undefined} />
        <span className={styles.name}>{displayName}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.content} align="end" sideOffset={8} {...hoverProps}>
          <div className={styles.header}>
            <Avatar name={displayName} src={me?.avatar ?? undefined} size={40} />
            <div>
              <div className={styles.headerName}>{displayName}</div>
              {me?.primaryEmail && me.primaryEmail !== displayName ? (
                <div className={styles.headerSub}>{me.primaryEmail}</div>
              ) : null}
            </div>
          </div>
          <Menu.Separator className={styles.separator} />
          <Menu.Item className={styles.item} asChild>
            <a href={`${consoleBase}/profile`} target="_blank" rel="noopener noreferrer">
              {t('topbar.profile')}
            </a>
          </Menu.Item>
          <Menu.Sub>
            <Menu.SubTrigger className={styles.item}>
              {t('topbar.language')}
              <span className={styles.value}>{languageNames[preferences.language]}</span>
            </Menu.SubTrigger>
            <Menu.Portal>
              <Menu.SubContent className={styles.content} sideOffset={4} {...hoverProps}>
                <Menu.RadioGroup
                  value={preferences.language}
                  onValueChange={(value) => {
                    if (!isUiLanguage(value)) return;
                    void changeLanguage(value);
                    void save({ language: value });
                  }}
                >
                  {uiLanguages.map((language) => (
                    <Menu.RadioItem key={language} value={language} className={styles.item} lang={language}>
                      <Menu.ItemIndicator className={styles.check}>✓</Menu.ItemIndicator>
                      {languageNames[language]}
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioGroup>
              </Menu.SubContent>
            </Menu.Portal>
          </Menu.Sub>
          <Menu.Sub>
            <Menu.SubTrigger className={styles.item}>
              {t('topbar.appearance')}
              <span className={styles.value}>{t(`appearance.${preferences.appearanceMode}`)}</span>
            </Menu.SubTrigger>
            <Menu.Portal>
              <Menu.SubContent className={styles.content} sideOffset={4} {...hoverProps}>
                <Menu.RadioGroup
                  value={preferences.appearanceMode}
                  onValueChange={(value) => {
                    const mode = value as AppearanceMode;
                    if (!appearanceModes.includes(mode)) return;
                    rememberAppearance(mode);
                    appearanceStore.set(mode);
                    void save({ appearanceMode: mode });
                  }}
                >
                  {appearanceModes.map((mode) => (
                    <Menu.RadioItem key={mode} value={mode} className={styles.item}>
                      <Menu.ItemIndicator className={styles.check}>✓</Menu.ItemIndicator>
                      {t(`appearance.${mode}`)}
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioGroup>
              </Menu.SubContent>
            </Menu.Portal>
          </Menu.Sub>
          <Menu.Separator className={styles.separator} />
          <Menu.Item className={`${styles.item} ${styles.danger}`} onSelect={() => void signOut()}>
            {t('topbar.sign_out')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
};
