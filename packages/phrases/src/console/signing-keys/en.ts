export default {
  signing_keys: {
    title: 'Signing keys',
    subtitle:
      'Keys that sign tokens and cookies. Rotate them regularly: the previous key keeps verifying what was already issued until you delete it.',
    private_keys: 'Token signing keys',
    private_keys_description: 'Published in JWKS: apps verify ID and access tokens with them.',
    cookie_keys: 'Cookie keys',
    cookie_keys_description: 'Sign the cookies of sign-in sessions.',
    id: 'Key ID',
    algorithm: 'Algorithm',
    created: 'Created',
    status: 'Status',
    current: 'Current',
    previous: 'Previous',
    rotate: 'Rotate',
    rotate_title: 'Rotate the keys?',
    rotate_description:
      'A new key becomes current. The current key becomes the previous one, and any older key is deleted.',
    algorithm_label: 'Signing algorithm',
    rotated: 'Keys rotated.',
    delete: 'Delete',
    delete_title: 'Delete the previous key?',
    delete_description: 'Tokens signed with this key stop verifying at once.',
    deleted: 'Key deleted.',
    empty: 'No keys',
  },
};
