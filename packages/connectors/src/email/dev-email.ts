import { defineConnector } from '@gatehouse/connector-kit/connector';
import { guide } from '../guides';
import { deliverToDeveloper, devConfigForm, devConfigGuard } from '../message-support/dev-log';
import { logos } from '../message-support/logos';
import { localized } from '../message-support/texts';

/** Writes each email to the server log and a file: for development, delivers nothing. */
export default defineConnector({
  metadata: {
    id: 'dev-email',
    type: 'email',
    name: localized((t) => t.devEmail.name),
    description: localized((t) => t.devEmail.description),
    logo: logos.devEmail,
    readme: guide('dev-email'),
    configForm: devConfigForm,
  },
  configGuard: devConfigGuard,
  sendMessage: (message, config, context) => deliverToDeveloper('email', message, config, context),
});
