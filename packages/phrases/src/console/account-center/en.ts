export default {
  account_center: {
    title: 'Account center',
    description:
      'Let signed-in users see and change their own account through the Account API (/api/my-account), field by field.',
    enable: 'Enable the Account API',
    enable_description: 'While it is off, every Account API request is refused, whatever the fields allow.',
    disabled_notice: 'The Account API is off: the field settings below apply once you enable it.',
    security_title: 'Sign-in identifiers and credentials',
    security_description:
      'Changing one of these takes a fresh proof of identity: the current password, or a code sent to the current email or phone.',
    profile_title: 'Profile data',
    profile_description: 'Users change these directly, with no extra verification.',
    controls: {
      Off: 'Off',
      ReadOnly: 'Read only',
      Edit: 'Edit',
    },
    fields: {
      name: 'Display name',
      avatar: 'Profile picture',
      profile: 'Profile',
      customData: 'Custom data',
      username: 'Username',
      email: 'Primary email',
      phone: 'Primary phone',
      password: 'Password',
      social: 'Social accounts',
      mfa: 'Multi-factor authentication',
    },
    hints: {
      profile: 'Standard profile claims: given name, nickname, address and the like.',
      customData: 'Free-form JSON kept on the user; an edit replaces it whole.',
      username: 'Must stay unique in the tenant.',
      email: 'A new address is confirmed with a code sent to it.',
      phone: 'A new number is confirmed with a code sent to it.',
      password: 'A new password must pass the password policy.',
      social: 'Linked social accounts can be seen; the Account API does not change them yet.',
      mfa: 'The Account API does not manage multi-factor authentication yet.',
    },
  },
};
