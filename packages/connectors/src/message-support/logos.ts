/**
 * The built-in message connectors' logos: simple original marks (an envelope, a speech bubble, a
 * badge saying what kind of delivery it is), inline as `data:image/svg+xml` so they need no host.
 */
const svg = (body: string) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`,
  ).toString('base64')}`;

const envelope = (colour: string) =>
  `<rect x="6" y="14" width="52" height="36" rx="5" fill="${colour}"/>` +
  '<path d="M9 18l23 17 23-17" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>';

const bubble = (colour: string) =>
  `<path d="M14 10h36a8 8 0 0 1 8 8v20a8 8 0 0 1-8 8H30L17 56v-10h-3a8 8 0 0 1-8-8V18a8 8 0 0 1 8-8z" fill="${colour}"/>`;

/** A round badge in the lower right corner. */
const badge = (colour: string, mark: string) =>
  `<circle cx="49" cy="49" r="13" fill="${colour}" stroke="#fff" stroke-width="2.5"/>` +
  `<path d="${mark}" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A terminal prompt, `>_`: the message goes to the log. */
const prompt = 'M42 44l5 5-5 5M50 54h6';
/** Angle brackets, `< >`: the message goes to a web endpoint. */
const brackets = 'M45 44l-5 5 5 5M53 44l5 5-5 5';

const dots = '<circle cx="20" cy="28" r="3.5" fill="#fff"/><circle cx="32" cy="28" r="3.5" fill="#fff"/>';

export const logos = {
  devEmail: svg(envelope('#6B7280') + badge('#D97706', prompt)),
  devSms: svg(bubble('#6B7280') + badge('#D97706', prompt)),
  smtp: svg(envelope('#3B5BDB')),
  httpEmail: svg(envelope('#3B5BDB') + badge('#7048E8', brackets)),
  httpSms: svg(bubble('#2B8A3E') + badge('#7048E8', brackets)),
  twilioSms: svg(`${bubble('#C92A2A') + dots}<circle cx="44" cy="28" r="3.5" fill="#fff"/>`),
};
