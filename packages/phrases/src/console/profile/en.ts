export default {
  profile: {
    title: 'Profile',
    subtitle: 'Your Gatehouse console account.',
    settings_title: 'Profile settings',
    avatar: 'Avatar URL',
    avatar_hint: 'An https:// link to a square image.',
    name: 'Name',
    username: 'Username',
    password_title: 'Password',
    password_not_set: 'Not set',
    invalid_url: 'Enter a valid http(s) URL.',
    invalid_username: 'A username starts with a letter or an underscore, followed by letters, digits or underscores.',
    updated: 'Profile updated.',
  },
};
