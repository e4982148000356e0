import type { ConnectorView } from '@gatehouse/schemas/connectors';
import { isUiLanguage, type UiLanguage, uiLanguages } from '@gatehouse/schemas/languages';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { Monitor, Moon, Smartphone, Sun } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantEndpoints } from '../../../app/tenant';
import { useWatchedSettings } from '../use-watched-settings';
import styles from './index.module.css';

type Device = 'desktop' | 'mobile';
type Mode = 'light' | 'dark';
type Page = 'sign-in' | 'register';

/** The frame's size on each device, scaled down to the column it sits in. */
const frameSize: Record<Device, { width: number; height: number }> = {
  desktop: { width: 1024, height: 720 },
  mobile: { width: 390, height: 760 },
};

/** The social buttons the page would show, from the tenant's enabled connectors in the chosen order. */
const socialButtons = (targets: readonly string[], connectors: readonly ConnectorView[]) =>
  targets.flatMap((target) => {
    const connector = connectors.find((item) => item.type === 'social' && item.enabled && item.target === target);
    return connector
      ? [
          {
            id: connector.id,
            target,
            name: { ...connector.name, ...connector.metadata.name },
            logo: connector.metadata.logo ?? connector.logo,
            logoDark: connector.metadata.logoDark ?? connector.logoDark,
          },
        ]
      : [];
  });

/** A row of two or three choices drawn as one control (radio semantics, arrow keys). */
const Segmented = <V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string; icon?: React.ReactNode }>;
  onChange: (value: V) => void;
}) => (
  <fieldset className={styles.segmented}>
    <legend className={styles.visuallyHidden}>{label}</legend>
    {options.map((option) => (
      <label key={option.value} className={option.value === value ? styles.chosen : undefined} title={option.label}>
        <input
          type="radio"
          name={label}
          value={option.value}
          checked={option.value === value}
          onChange={() => onChange(option.value)}
        />
        {option.icon}
        <span className={option.icon ? styles.visuallyHidden : undefined}>{option.label}</span>
      </label>
    ))}
  </fieldset>
);

/**
 * The live preview: the tenant's real sign-in page (`/preview` on the user endpoint) in a frame,
 * showing the unsaved settings, which it is sent whenever they change (lib/preview.tsx of the
 * sign-in pages). Sign-in or registration, desktop or phone, light or dark, any language.
 */
export const Preview = ({
  saved,
  connectors,
  channels,
}: {
  saved: SignInExperience;
  connectors: readonly ConnectorView[];
  channels: { email: boolean; phone: boolean };
}) => {
  const { t, i18n } = useTranslation();
  const { endpoint } = useTenantEndpoints();
  const settings = useWatchedSettings(saved);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // Counts the page's 'ready' messages: a reloaded frame says it again and is sent the settings anew.
  const [ready, setReady] = useState(0);
  const [page, setPage] = useState<Page>('sign-in');
  const [device, setDevice] = useState<Device>('desktop');
  const [mode, setMode] = useState<Mode>('light');
  const [language, setLanguage] = useState<UiLanguage>(isUiLanguage(i18n.language) ? i18n.language : 'en');
  const [scale, setScale] = useState(0.5);
  const src = `${endpoint}/preview`;
  const origin = new URL(src).origin;
  const shownMode = settings.color.isDarkModeEnabled ? mode : 'light';

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin === origin && event.source === frame.current?.contentWindow) {
        if ((event.data as { type?: string } | null)?.type === 'gatehouse:preview-ready')
          setReady((count) => count + 1);
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin]);

  useEffect(() => {
    if (!ready) return;
    frame.current?.contentWindow?.postMessage(
      {
        type: 'gatehouse:preview',
        settings: {
          ...settings,
          forgotPassword: channels,
          socialConnectors: socialButtons(settings.socialSignInConnectorTargets, connectors),
        },
        page,
        language,
        mode: shownMode,
      },
      origin,
    );
  }, [ready, settings, channels, connectors, page, language, shownMode, origin]);

  const size = frameSize[device];
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const fit = () => setScale(Math.min(1, element.clientWidth / size.width));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [size.width]);

  return (
    <aside className={styles.preview} aria-label={t('sign_in_exp.preview.title')}>
      <div className={styles.toolbar}>
        <h2 className={styles.title}>{t('sign_in_exp.preview.title')}</h2>
        <Segmented
          label={t('sign_in_exp.preview.page')}
          value={page}
          onChange={setPage}
          options={[
            { value: 'sign-in', label: t('sign_in_exp.preview.sign_in') },
            { value: 'register', label: t('sign_in_exp.preview.register') },
          ]}
        />
        <Segmented
          label={t('sign_in_exp.preview.device')}
          value={device}
          onChange={setDevice}
          options={[
            { value: 'desktop', label: t('sign_in_exp.preview.desktop'), icon: <Monitor size={16} aria-hidden /> },
            { value: 'mobile', label: t('sign_in_exp.preview.mobile'), icon: <Smartphone size={16} aria-hidden /> },
          ]}
        />
        {settings.color.isDarkModeEnabled ? (
          <Segmented
            label={t('sign_in_exp.preview.mode')}
            value={mode}
            onChange={setMode}
            options={[
              { value: 'light', label: t('sign_in_exp.preview.light'), icon: <Sun size={16} aria-hidden /> },
              { value: 'dark', label: t('sign_in_exp.preview.dark'), icon: <Moon size={16} aria-hidden /> },
            ]}
          />
        ) : null}
        <label className={styles.language}>
          <span className={styles.visuallyHidden}>{t('sign_in_exp.preview.language')}</span>
          <select value={language} onChange={(event) => setLanguage(event.target.value as UiLanguage)}>
            {uiLanguages.map((tag) => (
              <option key={tag} value={tag}>
                {new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div ref={box} className={styles.stage} style={{ height: size.height * scale }}>
        <iframe
          ref={frame}
          src={src}
          title={t('sign_in_exp.preview.frame_title')}
          tabIndex={-1}
          className={styles.frame}
          style={{
            width: size.width,
            height: size.height,
            transform: `scale(${scale})`,
            colorScheme: shownMode,
          }}
        />
      </div>
    </aside>
  );
};
