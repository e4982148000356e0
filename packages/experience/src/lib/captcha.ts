import type { CaptchaWidget } from '@gatehouse/schemas/captcha';

type Turnstile = {
  render: (element: HTMLElement, options: { sitekey: string; callback: (token: string) => void }) => string;
};
type Grecaptcha = {
  enterprise: {
    ready: (callback: () => void) => void;
    execute: (siteKey: string, options: { action: string }) => Promise<string>;
  };
};
declare global {
  interface Window {
    turnstile?: Turnstile;
    grecaptcha?: Grecaptcha;
  }
}

/**
 * The CAPTCHA of the page (security page, issue 18): the widget the server names
 * (`settings.captcha`), and the token its answer produced, sent with `PUT /api/experience`.
 * Turnstile hands its token over once ticked; reCAPTCHA Enterprise scores silently and is asked for
 * a fresh token at each start (they last two minutes).
 */
let widget: CaptchaWidget | null = null;
let turnstileToken: string | undefined;

/** Settles once the widget can give a token: Turnstile's answer arrived, reCAPTCHA's script loaded. */
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

const loaded = new Map<string, Promise<void>>();
const loadScript = (src: string) => {
  let promise = loaded.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.append(script);
    });
    loaded.set(src, promise);
  }
  return promise;
};

/** Loads the widget's script and, for Turnstile, renders the box into `container`. */
export const mountCaptcha = async (config: CaptchaWidget, container: HTMLElement) => {
  widget = config;
  turnstileToken = undefined;
  await loadScript(config.scriptUrl);
  if (config.type === 'Turnstile' && window.turnstile) {
    container.replaceChildren();
    window.turnstile.render(container, {
      sitekey: config.siteKey,
      callback: (token) => {
        turnstileToken = token;
        markReady();
      },
    });
    return;
  }
  markReady();
};

/**
 * Waits until the page's widget can give a token (`mountCaptcha` ran: the `<Captcha />` is on the
 * page): for a page that starts the interaction by itself (a magic link) rather than at a click.
 */
export const captchaReady = () => ready;

/** What `PUT /api/experience` carries of the CAPTCHA: a token, when the page shows a widget. */
export const captchaFields = async (action: string): Promise<{ captchaToken?: string }> => {
  if (!widget) return {};
  if (widget.type === 'Turnstile') return turnstileToken ? { captchaToken: turnstileToken } : {};
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) return {};
  const siteKey = widget.siteKey;
  const token = await new Promise<string>((resolve, reject) =>
    grecaptcha.enterprise.ready(() => grecaptcha.enterprise.execute(siteKey, { action }).then(resolve, reject)),
  );
  return { captchaToken: token };
};
