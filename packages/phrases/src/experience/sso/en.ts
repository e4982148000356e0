/** Sign-in page text for enterprise single sign-on (pages/SingleSignOn, SsoCallback, SsoOffer). */
export default {
  sso: {
    title: 'Single sign-on',
    description: 'Enter your work email address. We will take you to your organization’s sign-in.',
    input_email: 'Work email',
    no_connector: 'Single sign-on is not set up for {{domain}}. Check the address, or sign in another way.',
    redirecting: 'Taking you to your organization’s sign-in…',
    checking_account: 'Checking your organization account.',
    entry: 'Sign in with single sign-on',
    offer: '{{provider}} signs you in with single sign-on.',
  },
};
