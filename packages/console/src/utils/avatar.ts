/** The 12 avatar colours (spec §9), each dark enough for white text (WCAG AA). */
export const avatarPalette = [
  '#6139f6',
  '#c62828',
  '#ad1457',
  '#6a1b9a',
  '#283593',
  '#0d47a1',
  '#006064',
  '#00695c',
  '#2e7d32',
  '#8d4b00',
  '#bf360c',
  '#4e342e',
] as const;

/** The palette colour for a name, by its first character's code. */
export const avatarColor = (name: string) => avatarPalette[(name.codePointAt(0) ?? 0) % avatarPalette.length];
