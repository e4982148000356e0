import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import styles from './index.module.css';

/**
 * A menu of actions or choices behind a button (Radix: arrow keys, type-ahead, Escape, focus back on
 * the trigger). Submenus open toward the reading direction, so → in English and ← in Arabic.
 *
 * @example
 * <DropdownMenu trigger={<button type="button">{name}</button>}>
 *   <DropdownMenuItem onSelect={signOut}>{t('topbar.sign_out')}</DropdownMenuItem>
 * </DropdownMenu>
 */
export const DropdownMenu = ({
  trigger,
  children,
  align = 'end',
  contentProps,
  ...root
}: Omit<ComponentProps<typeof Menu.Root>, 'dir'> & {
  /** The button that opens it (an element that takes a ref). */
  trigger: ReactNode;
  align?: 'start' | 'end';
  /** Extra props of the menu's panel, such as pointer handlers. */
  contentProps?: Omit<ComponentProps<typeof Menu.Content>, 'className' | 'align'>;
}) => (
  <Menu.Root dir={readingDirection()} {...root}>
    <Menu.Trigger asChild>{trigger}</Menu.Trigger>
    <Menu.Portal>
      <Menu.Content className={styles.content} align={align} sideOffset={8} {...contentProps}>
        {children}
      </Menu.Content>
    </Menu.Portal>
  </Menu.Root>
);

const readingDirection = () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

/** An item's text with its icon before it; an `asChild` item puts it inside its child. */
export const MenuItemLabel = ({ icon, children }: { icon?: ReactNode; children: ReactNode }) => (
  <span className={styles.label}>
    {icon ? <span className={styles.icon}>{icon}</span> : null}
    {children}
  </span>
);

/** An item; with `icon`, drawn before its text (with `asChild`, use `MenuItemLabel` in the child). */
export const DropdownMenuItem = ({
  danger = false,
  className,
  icon,
  children,
  ...props
}: ComponentProps<typeof Menu.Item> & { danger?: boolean; icon?: ReactNode }) => (
  <Menu.Item className={[styles.item, danger ? styles.danger : '', className].filter(Boolean).join(' ')} {...props}>
    {icon ? <MenuItemLabel icon={icon}>{children}</MenuItemLabel> : children}
  </Menu.Item>
);

export const DropdownMenuSeparator = () => <Menu.Separator className={styles.separator} />;

/** A submenu: its item shows the current `value` and a chevron toward the panel; its panel holds `children`. */
export const DropdownMenuSub = ({
  label,
  value,
  icon,
  children,
  contentProps,
}: {
  label: ReactNode;
  value?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  contentProps?: Omit<ComponentProps<typeof Menu.SubContent>, 'className'>;
}) => (
  <Menu.Sub>
    <Menu.SubTrigger className={styles.item}>
      <MenuItemLabel icon={icon}>{label}</MenuItemLabel>
      <span className={styles.value}>
        {value}
        <ChevronRight size={14} className={styles.chevron} />
      </span>
    </Menu.SubTrigger>
    <Menu.Portal>
      <Menu.SubContent className={styles.content} sideOffset={4} {...contentProps}>
        {children}
      </Menu.SubContent>
    </Menu.Portal>
  </Menu.Sub>
);

/** One choice among `options`, the chosen one checked. */
export const DropdownMenuRadioGroup = <V extends string>({
  value,
  options,
  onValueChange,
}: {
  value: V;
  options: ReadonlyArray<{ value: V; label: ReactNode; lang?: string }>;
  onValueChange: (value: string) => void;
}) => (
  <Menu.RadioGroup value={value} onValueChange={onValueChange}>
    {options.map((option) => (
      <Menu.RadioItem key={option.value} value={option.value} className={styles.item} lang={option.lang}>
        <Menu.ItemIndicator className={styles.check}>
          <Check size={14} />
        </Menu.ItemIndicator>
        {option.label}
      </Menu.RadioItem>
    ))}
  </Menu.RadioGroup>
);
