/**
 * A connector's logo: its initials in white (or `color`) on a rounded square of its brand colour,
 * as an inline SVG data URI. Original marks, drawn here; no vendor artwork is copied.
 */
export const letterMark = (letters: string, background: string, color = '#ffffff'): string => {
  const size = letters.length > 1 ? 26 : 36;
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="14" fill="${background}"/>`,
    `<text x="32" y="33" fill="${color}" font-family="Helvetica,Arial,sans-serif" font-size="${size}"`,
    ` font-weight="700" text-anchor="middle" dominant-baseline="central">${letters}</text>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
};
