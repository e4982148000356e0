export default {
  profile: {
    title: 'Profile',
    subtitle: 'Your Gatehouse console account.',
    settings_title: 'Profile settings',
    settings_description: 'Your picture, name and username.',
    avatar: 'Avatar URL',
    avatar_hint: 'An https:// link to a square image.',
    name: 'Name',
    username: 'Username',
    password_title: 'Password',
    password_not_set: 'Not set',
    updated: 'Profile updated.',
  },
};
