import { defineConnector } from '@gatehouse/connector-kit/connector';
import { defaultDevFile, deliverToDeveloper, devConfigForm, devConfigGuard } from '../message-support/dev-log';
import { logos } from '../message-support/logos';
import { localized } from '../message-support/texts';

const readme = `# Development email (log and file)

For a fresh install with no mail account: **no email leaves the server.** Each message is written
to the server's log, with its code or link, and appended as one line of JSON to a file
(\`${defaultDevFile}\` in the folder the server runs in, unless you name another).

1. Add this connector as the tenant's email connector; the file path may stay empty.
2. Sign in with an email code: the terminal running Gatehouse shows a line such as
   \`Development email to ada@example.com (SignIn) “Your sign-in code”: code 123456\`.
3. To follow the file: \`tail -f ${defaultDevFile}\`. Each line holds \`time\`, \`channel\`, \`to\`,
   \`type\`, \`subject\`, \`body\` and \`payload\`.

Replace it with SMTP or HTTP email before real users sign up: they would never get their codes.
The file holds sign-in codes; it is created readable by the server's user only.
`;

/** Writes each email to the server log and a file: for development, delivers nothing. */
export default defineConnector({
  metadata: {
    id: 'dev-email',
    type: 'email',
    name: localized((t) => t.devEmail.name),
    description: localized((t) => t.devEmail.description),
    logo: logos.devEmail,
    readme,
    configForm: devConfigForm,
  },
  configGuard: devConfigGuard,
  sendMessage: (message, config, context) => deliverToDeveloper('email', message, config, context),
});
