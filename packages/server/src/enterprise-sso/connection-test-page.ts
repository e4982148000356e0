import { apiErrorMessage } from '@gatehouse/phrases/api/index';
import { experiencePhrases } from '@gatehouse/phrases/experience/index';
import type { ErrorCode } from '@gatehouse/schemas/errors';
import type { UiLanguage } from '@gatehouse/schemas/languages';
import { messagePageHtml } from '../platform/http/message-page';

/**
 * The popup's last page after a connection test: "Connection works — you can close this window",
 * or the refusal in words with its code.
 */
export const connectionTestPageHtml = (
  language: UiLanguage,
  outcome: { ok: true } | { ok: false; code: ErrorCode },
) => {
  const text = experiencePhrases[language].sso_test;
  return outcome.ok
    ? messagePageHtml(language, { title: text.success_title, lines: [text.success], tone: 'success' })
    : messagePageHtml(language, {
        title: text.failure_title,
        lines: [apiErrorMessage(outcome.code, language)],
        code: text.code.replace('{{code}}', outcome.code),
        tone: 'failure',
      });
};
