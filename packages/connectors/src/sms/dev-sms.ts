import { defineConnector } from '@gatehouse/connector-kit/connector';
import { defaultDevFile, deliverToDeveloper, devConfigForm, devConfigGuard } from '../message-support/dev-log';
import { logos } from '../message-support/logos';
import { localized } from '../message-support/texts';

const readme = `# Development SMS (log and file)

For a fresh install with no SMS provider: **no text message is sent.** Each message is written to
the server's log, with its code, and appended as one line of JSON to a file (\`${defaultDevFile}\`
in the folder the server runs in, unless you name another; the development email connector can
share it, each line says its \`channel\`).

1. Add this connector as the tenant's SMS connector; the file path may stay empty.
2. Sign in with a phone code: the terminal running Gatehouse shows a line such as
   \`Development SMS to +15551234567 (SignIn): code 123456\`.
3. To follow the file: \`tail -f ${defaultDevFile}\`.

Replace it with Twilio or HTTP SMS before real users sign up: they would never get their codes.
The file holds sign-in codes; it is created readable by the server's user only.
`;

/** Writes each text message to the server log and a file: for development, sends nothing. */
export default defineConnector({
  metadata: {
    id: 'dev-sms',
    type: 'sms',
    name: localized((t) => t.devSms.name),
    description: localized((t) => t.devSms.description),
    logo: logos.devSms,
    readme,
    configForm: devConfigForm,
  },
  configGuard: devConfigGuard,
  sendMessage: (message, config, context) => deliverToDeveloper('sms', message, config, context),
});
