import { z } from 'zod';

/**
 * Common free email providers' domains (spec §9 "a common free email domain list exists for
 * blocking"): what "block free email providers" refuses at registration and when an email is bound.
 */
export const freeEmailDomains = [
  '126.com',
  '163.com',
  'aol.com',
  'fastmail.com',
  'free.fr',
  'gmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'googlemail.com',
  'hanmail.net',
  'hey.com',
  'hotmail.co.uk',
  'hotmail.com',
  'hotmail.fr',
  'icloud.com',
  'laposte.net',
  'libero.it',
  'live.com',
  'mac.com',
  'mail.com',
  'mail.ru',
  'me.com',
  'msn.com',
  'naver.com',
  'orange.fr',
  'outlook.com',
  'proton.me',
  'protonmail.com',
  'qq.com',
  'rediffmail.com',
  'sina.com',
  't-online.de',
  'tutanota.com',
  'web.de',
  'yahoo.co.jp',
  'yahoo.co.uk',
  'yahoo.com',
  'yahoo.fr',
  'yandex.com',
  'yandex.ru',
  'ymail.com',
  'zoho.com',
] as const;

/** A domain as an administrator writes it (`example.com`), compared in lower case. */
export const blockedDomainGuard = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(253)
  .regex(/^(?=.*\.)[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/, 'form_errors.invalid_domain');

/**
 * The sign-in experience's `emailBlocklistPolicy`: domains no new or bound email may use, whether
 * subaddresses (`name+tag@`) are refused, and whether the free providers' domains are.
 */
export const emailBlocklistPolicyGuard = z.object({
  blockedDomains: z.array(blockedDomainGuard).max(500),
  blockSubaddressing: z.boolean(),
  blockFreeEmailDomains: z.boolean(),
});
export type EmailBlocklistPolicy = z.infer<typeof emailBlocklistPolicyGuard>;

export const defaultEmailBlocklistPolicy: EmailBlocklistPolicy = {
  blockedDomains: [],
  blockSubaddressing: false,
  blockFreeEmailDomains: false,
};

const freeDomains = new Set<string>(freeEmailDomains);

/**
 * Whether `domain` is a common free email provider's (or under one): an SSO connector that claims it
 * would lead everyone with such an address to one company's identity provider.
 *
 * @example
 * isFreeEmailDomain('Gmail.com') // true
 */
export const isFreeEmailDomain = (domain: string) => {
  const labels = domain.trim().toLowerCase().split('.');
  return labels.some((_, index) => freeDomains.has(labels.slice(index).join('.')));
};

/**
 * Why `email` may not be used under `policy`, or undefined. A blocked domain covers its subdomains
 * (`example.com` blocks `mail.example.com`).
 *
 * @example
 * emailBlockReason('a+b@x.com', { ...defaultEmailBlocklistPolicy, blockSubaddressing: true }) // 'subaddressing'
 */
export const emailBlockReason = (
  email: string,
  policy: EmailBlocklistPolicy,
): 'domain' | 'subaddressing' | undefined => {
  const at = email.lastIndexOf('@');
  if (at < 0) return undefined;
  const local = email.slice(0, at);
  const domain = email
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  const listed = (candidate: string) =>
    policy.blockedDomains.some((blocked) => candidate === blocked || candidate.endsWith(`.${blocked}`));
  if (listed(domain) || (policy.blockFreeEmailDomains && freeDomains.has(domain))) return 'domain';
  if (policy.blockSubaddressing && local.includes('+')) return 'subaddressing';
  return undefined;
};
