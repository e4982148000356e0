/** The editor's tabs, in order (spec §2); each is a path under `sign-in-experience/`. */
export const tabs = ['branding', 'sign-up-and-sign-in', 'content', 'password-policy'] as const;
export type SignInExperienceTab = (typeof tabs)[number];

/** The phrase key of a tab's title. */
export const tabTitleKey = {
  branding: 'sign_in_exp.tabs.branding',
  'sign-up-and-sign-in': 'sign_in_exp.tabs.sign_up_and_sign_in',
  content: 'sign_in_exp.tabs.content',
  'password-policy': 'sign_in_exp.tabs.password_policy',
} as const satisfies Record<SignInExperienceTab, string>;
