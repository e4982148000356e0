/** Where the console's outward links go: docs and the help dialog's four rows (spec §2). */
export const externalLinks = {
  docs: 'https://gatehouse.dev/docs',
  community: 'https://gatehouse.dev/community',
  repository: 'https://github.com/gatehouse-iam/gatehouse',
  email: 'mailto:team@gatehouse.dev',
  meeting: 'https://gatehouse.dev/book-a-meeting',
  releases: 'https://github.com/gatehouse-iam/gatehouse/releases',
} as const;
