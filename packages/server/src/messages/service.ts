import type { MessageContent, MessagePayload } from '@gatehouse/connector-kit/messages';
import { defaultMessages } from '@gatehouse/phrases/messages/index';
import {
  type EmailTemplate,
  type EmailTemplateDetails,
  emailTemplateDetailsGuard,
  type TemplateType,
} from '@gatehouse/schemas/email-templates';
import { generateId } from '@gatehouse/schemas/ids';
import { negotiateLanguage } from '@gatehouse/schemas/languages';
import type { Trx } from '../platform/db/database';
import { toMs } from '../platform/db/json';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { createEmailTemplateQueries } from './queries';
import { renderDefault, renderTemplate } from './render';

type Row = { id: string; languageTag: string; templateType: string; details: unknown; createdAt: Date };

const toTemplate = (row: Row): EmailTemplate => ({
  id: row.id,
  languageTag: row.languageTag,
  templateType: row.templateType as TemplateType,
  details: emailTemplateDetailsGuard.parse(row.details),
  createdAt: toMs(row.createdAt),
});

type Filters = { languageTag?: string; templateType?: TemplateType };

/**
 * The tenant's email templates (peer reference `/api/email-templates`) and the composing of every
 * message Gatehouse sends: the tenant's template for the type in the message's language, else its
 * English one, else Gatehouse's default in the message's language. SMS always uses the defaults'
 * plain text (email templates are for email).
 */
export const createMessageService = ({ database }: PlatformDeps, tenantId: string) => {
  const queries = createEmailTemplateQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);
  const findOrThrow = async (trx: Trx, id: string) => {
    const row = await queries.findById(trx, id);
    if (!row) throw new ApiError('email_template.not_found', { id });
    return row;
  };

  return {
    list: (filters: Filters) => inTenant(async (trx) => (await queries.findAll(trx, filters)).map(toTemplate)),
    get: (id: string) => inTenant(async (trx) => toTemplate(await findOrThrow(trx, id))),
    /** Writes each template, replacing the one of the same language and type; all or none. */
    upsert: (templates: Array<{ languageTag: string; templateType: TemplateType; details: EmailTemplateDetails }>) =>
      inTenant(async (trx) => {
        const saved: EmailTemplate[] = [];
        for (const template of templates)
          saved.push(toTemplate(await queries.upsert(trx, { id: generateId(), ...template })));
        return saved;
      }),
    patchDetails: (id: string, changes: Partial<EmailTemplateDetails>) =>
      inTenant(async (trx) => {
        const row = await findOrThrow(trx, id);
        const details = emailTemplateDetailsGuard.parse({ ...toTemplate(row).details, ...changes });
        return toTemplate(await queries.updateDetails(trx, id, details));
      }),
    deleteMany: (filters: Filters) => inTenant((trx) => queries.deleteMany(trx, filters)),
    delete: (id: string) =>
      inTenant(async (trx) => {
        if (!(await queries.deleteById(trx, id))) throw new ApiError('email_template.not_found', { id });
      }),

    /** The words of one message, ready for a connector. */
    compose: async (message: {
      type: TemplateType;
      language?: string;
      payload: MessagePayload;
      channel: 'email' | 'sms';
    }): Promise<MessageContent> => {
      const language = message.language ?? 'en';
      if (message.channel === 'email') {
        const own = await inTenant((trx) => queries.findFor(trx, message.type, [language, 'en']));
        if (own) return renderTemplate(toTemplate(own).details, message.payload);
      }
      const shown = negotiateLanguage(language);
      return renderDefault(defaultMessages(shown), shown, message.type, message.payload, message.channel);
    },
  };
};
