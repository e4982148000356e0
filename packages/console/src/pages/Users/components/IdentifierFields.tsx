/** The form field a server error about an identifier belongs to (spec §5: the code names the field). */
export const identifierErrorField = (code: string | undefined) => {
  switch (code) {
    case 'user.username_already_in_use':
    case 'user.invalid_username':
      return 'username' as const;
    case 'user.email_already_in_use':
    case 'user.invalid_email':
      return 'primaryEmail' as const;
    case 'user.phone_already_in_use':
    case 'user.invalid_phone':
      return 'primaryPhone' as const;
    default:
      return undefined;
  }
};
