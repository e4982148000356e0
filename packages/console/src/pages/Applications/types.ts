import type { ConsolePhrases } from '@gatehouse/phrases/console/en';
import type { ApplicationType } from '@gatehouse/schemas/applications';
import { AppWindow, Bot, Globe, type LucideIcon, ServerCog, ShieldCheck, Smartphone } from 'lucide-react';

/** The types the console offers (Protected and SAML arrive with their own capabilities). */
export const offeredTypes = [
  'SPA',
  'Traditional',
  'Native',
  'MachineToMachine',
] as const satisfies readonly ApplicationType[];

/** Phrase keys of a type's name and one-line description. */
export const typePhrases: Record<
  ApplicationType,
  { name: keyof ConsolePhrases['applications']['types']; description: keyof ConsolePhrases['applications']['types'] }
> = {
  SPA: { name: 'spa', description: 'spa_description' },
  Traditional: { name: 'traditional', description: 'traditional_description' },
  Native: { name: 'native', description: 'native_description' },
  MachineToMachine: { name: 'm2m', description: 'm2m_description' },
  Protected: { name: 'protected', description: 'protected_description' },
  SAML: { name: 'saml', description: 'saml_description' },
};

/** Each type's icon, in the type picker and on the framework tiles. */
export const typeIcons: Record<ApplicationType, LucideIcon> = {
  SPA: AppWindow,
  Traditional: Globe,
  Native: Smartphone,
  MachineToMachine: Bot,
  Protected: ShieldCheck,
  SAML: ServerCog,
};
