import { type AppearanceMode, appearanceModes } from '@gatehouse/schemas/admin-preferences';
import { isUiLanguage, uiLanguages } from '@gatehouse/schemas/languages';
import { Languages, LogOut, SunMoon, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { handleSubmitError } from '../../api/submit-errors';
import { Avatar } from '../../components/Avatar';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuSeparator,
  DropdownMenuSub,
  MenuItemLabel,
} from '../../components/DropdownMenu';
import { useHoverMenu } from '../../hooks/use-hover-menu';
import { usePreferences } from '../../hooks/use-preferences';
import { useAuth } from '../auth/context';
import { consoleBase } from '../base-path';
import { changeLanguage, languageNames } from '../i18n';
import { appearanceStore, rememberAppearance } from '../theme';
import styles from './UserMenu.module.css';
import { UserMenuTrigger, useDisplayName } from './UserMenuTrigger';

/**
 * The user dropdown (spec §2): profile in a new tab, language and appearance
 * submenus, sign out. Opens after the pointer rests 300 ms on it, closes
 * 100 ms after it leaves; click and keyboard work as usual.
 */
export const UserMenu = () => {
  const { t } = useTranslation();
  const { me, displayName } = useDisplayName();
  const { preferences, update } = usePreferences();
  const { signOut } = useAuth();
  const { open, setOpen, hoverProps } = useHoverMenu();

  const save = (changes: Parameters<typeof update>[0]) => update(changes).catch(handleSubmitError);

  return (
    <DropdownMenu
      open={open}
      onOpenChange={setOpen}
      modal={false}
      contentProps={hoverProps}
      trigger={<UserMenuTrigger {...hoverProps} />}
    >
      <div className={styles.header}>
        <Avatar name={displayName} src={me?.avatar ?? undefined} size={40} />
        <div>
          <div className={styles.headerName}>{displayName}</div>
          {me?.primaryEmail && me.primaryEmail !== displayName ? (
            <div className={styles.headerSub}>{me.primaryEmail}</div>
          ) : null}
        </div>
      </div>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <a href={`${consoleBase}/profile`} target="_blank" rel="noopener noreferrer">
          <MenuItemLabel icon={<UserRound size={16} />}>{t('topbar.profile')}</MenuItemLabel>
        </a>
      </DropdownMenuItem>
      <DropdownMenuSub
        label={t('topbar.language')}
        icon={<Languages size={16} />}
        value={languageNames[preferences.language]}
        contentProps={hoverProps}
      >
        <DropdownMenuRadioGroup
          value={preferences.language}
          options={uiLanguages.map((language) => ({ value: language, label: languageNames[language], lang: language }))}
          onValueChange={(value) => {
            if (!isUiLanguage(value)) return;
            void changeLanguage(value);
            void save({ language: value });
          }}
        />
      </DropdownMenuSub>
      <DropdownMenuSub
        label={t('topbar.appearance')}
        icon={<SunMoon size={16} />}
        value={t(`appearance.${preferences.appearanceMode}`)}
        contentProps={hoverProps}
      >
        <DropdownMenuRadioGroup
          value={preferences.appearanceMode}
          options={appearanceModes.map((mode) => ({ value: mode, label: t(`appearance.${mode}`) }))}
          onValueChange={(value) => {
            const mode = value as AppearanceMode;
            if (!appearanceModes.includes(mode)) return;
            rememberAppearance(mode);
            appearanceStore.set(mode);
            void save({ appearanceMode: mode });
          }}
        />
      </DropdownMenuSub>
      <DropdownMenuSeparator />
      <DropdownMenuItem danger icon={<LogOut size={16} />} onSelect={() => void signOut()}>
        {t('topbar.sign_out')}
      </DropdownMenuItem>
    </DropdownMenu>
  );
};
