import type { ConsolePhrases } from '@gatehouse/phrases/console/en';
import type { ApplicationType } from '@gatehouse/schemas/applications';

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
