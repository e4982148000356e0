import { type LogKey, logKeys } from '@gatehouse/schemas/logs';
import type { TFunction } from 'i18next';

const known = new Set<string>(logKeys);
const isLogKey = (key: string): key is LogKey => known.has(key);

/**
 * The human title of an audit log key ('Interaction.SignIn.Submit' → 'Sign-in submitted'), from
 * `audit_logs.events`; a key this console does not know yet (a newer server) reads as itself.
 */
export const logTitle = (t: TFunction, key: string): string => (isLogKey(key) ? t(`audit_logs.events.${key}`) : key);
