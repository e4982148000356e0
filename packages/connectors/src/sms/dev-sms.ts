import { defineConnector } from '@gatehouse/connector-kit/connector';
import { guide } from '../guides';
import { deliverToDeveloper, devConfigForm, devConfigGuard } from '../message-support/dev-log';
import { logos } from '../message-support/logos';
import { localized } from '../message-support/texts';

/** Writes each text message to the server log and a file: for development, sends nothing. */
export default defineConnector({
  metadata: {
    id: 'dev-sms',
    type: 'sms',
    name: localized((t) => t.devSms.name),
    description: localized((t) => t.devSms.description),
    logo: logos.devSms,
    readme: guide('dev-sms'),
    configForm: devConfigForm,
  },
  configGuard: devConfigGuard,
  sendMessage: (message, config, context) => deliverToDeveloper('sms', message, config, context),
});
