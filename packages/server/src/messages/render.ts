import type { MessageContent, MessagePayload } from '@gatehouse/connector-kit/messages';
import type { MessagePhrases } from '@gatehouse/phrases/messages/en';
import type { EmailTemplateDetails, TemplateType } from '@gatehouse/schemas/email-templates';
import { isRightToLeft } from '@gatehouse/schemas/languages';

const placeholder = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/**
 * Fills `{{name}}` with the payload's values; an unknown name becomes empty. In HTML every value
 * is escaped, so a payload cannot inject markup into a tenant's template.
 */
export const fillTemplate = (template: string, payload: MessagePayload, html: boolean) =>
  template.replace(placeholder, (_match, key: string) => {
    const value = text(payload[key]);
    return html ? escapeHtml(value) : value;
  });

/** A tenant's own template for the message: its subject and content as written, filled. */
export const renderTemplate = (details: EmailTemplateDetails, payload: MessagePayload): MessageContent => ({
  subject: fillTemplate(details.subject, payload, false),
  body: fillTemplate(details.content, payload, details.contentType === 'text/html'),
  contentType: details.contentType,
  ...(details.replyTo && { replyTo: details.replyTo }),
  ...(details.sendFrom && { sendFrom: details.sendFrom }),
});

const isWebLink = (value: string) => /^https?:\/\//i.test(value);

/**
 * Gatehouse's default message in a language: plain text for SMS; for email a small HTML page (the
 * sentence with the code set large, the link clickable, the "ignore" line), right to left where
 * the language is. A SignIn, Register or Generic message with a `link` and no `code` is a magic link,
 * with its own sentence.
 */
export const renderDefault = (
  phrases: MessagePhrases,
  language: string,
  type: TemplateType,
  payload: MessagePayload,
  channel: 'email' | 'sms',
): MessageContent => {
  // A magic link (a one-time token) goes in a sign-in, registration or generic message without a code.
  const magicLink = payload.link !== undefined && payload.code === undefined && type !== 'OrganizationInvitation';
  const { subject, body } = magicLink ? phrases.MagicLink : phrases[type];
  if (channel === 'sms') return { subject, body: fillTemplate(body, payload, false), contentType: 'text/plain' };
  const code = text(payload.code);
  const link = text(payload.link);
  const sentence = escapeHtml(body).replace(placeholder, (_match, key: string) => {
    if (key === 'code') return `<strong style="font-size:20px;letter-spacing:3px">${escapeHtml(code)}</strong>`;
    if (key === 'link' && isWebLink(link)) return `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
    return escapeHtml(text(payload[key]));
  });
  const direction = isRightToLeft(language) ? 'rtl' : 'ltr';
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}" dir="${direction}">`,
    '<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2328;line-height:1.5">',
    `<p>${sentence}</p>`,
    `<p style="color:#59636e;font-size:13px">${escapeHtml(phrases.layout.ignore)}</p>`,
    '</body>',
    '</html>',
  ].join('\n');
  return { subject, body: html, contentType: 'text/html' };
};
