import { useEffect, useRef } from 'react';
import { mountCaptcha } from '../lib/captcha';
import { useSettings } from '../lib/settings-context';

/**
 * The tenant's CAPTCHA widget, when its policy is on and a provider is set (`settings.captcha`):
 * Turnstile's box here; reCAPTCHA Enterprise shows only its badge and scores at submit.
 */
export const Captcha = () => {
  const { captcha } = useSettings();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (captcha && container.current) void mountCaptcha(captcha, container.current).catch(() => undefined);
  }, [captcha]);
  return captcha ? <div className="captcha" ref={container} data-testid="captcha" /> : null;
};
