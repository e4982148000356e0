/*
 * Colors of the tenant's branding, with no runtime dependency (the sign-in
 * pages compute button text contrast with them).
 */

/**
 * Hex color (spec §5): # plus 3 or 6 hex digits, either case. Both cases are spelt out rather than
 * flagged `i`: the regex becomes a `pattern` of the OpenAPI document, and JSON Schema patterns carry
 * no flags.
 */
export const hexColorRegEx = /^#([\dA-Fa-f]{3}|[\dA-Fa-f]{6})$/;

const luminance = (hex: string) => {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const [r, g, b] = [1, 3, 5].map((index) => {
    const channel = Number.parseInt(full.slice(index, index + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
};

/** WCAG 2.x contrast ratio of two hex colors. */
export const contrastRatio = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

/**
 * Text color for a button of the tenant's brand color: white when it reads
 * at 4.5:1 or better (WCAG AA), else near-black, whichever contrasts more.
 */
export const readableTextOn = (background: string) =>
  contrastRatio(background, '#FFFFFF') >= 4.5 ||
  contrastRatio(background, '#FFFFFF') >= contrastRatio(background, '#111215')
    ? '#FFFFFF'
    : '#111215';

const expand = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex);

/**
 * A dark-mode brand color suggested from the light one: the same hue, lightened (mixed with white)
 * until it stands out on a dark page (3:1 against the dark background, as large text and controls
 * need), or the light color itself when it already does.
 *
 * @example
 * suggestDarkPrimaryColor('#6139F6'); // a lighter violet
 */
export const suggestDarkPrimaryColor = (light: string, darkBackground = '#111215') => {
  if (!hexColorRegEx.test(light)) return light;
  const full = expand(light);
  const channels = [1, 3, 5].map((index) => Number.parseInt(full.slice(index, index + 2), 16));
  for (let mix = 0; mix <= 1; mix += 0.05) {
    const candidate = `#${channels
      .map((channel) =>
        Math.round(channel + (255 - channel) * mix)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`.toUpperCase();
    if (contrastRatio(candidate, darkBackground) >= 4.5) return candidate;
  }
  return '#FFFFFF';
};
