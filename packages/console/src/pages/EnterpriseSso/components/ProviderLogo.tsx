import type { SsoProviderName } from '@gatehouse/schemas/sso-connectors';

/** Each provider's mark: its initials on its brand colour (original marks; no vendor artwork is copied). */
const marks: Record<SsoProviderName, { letters: string; background: string }> = {
  OIDC: { letters: 'ID', background: '#4b5563' },
  SAML: { letters: 'S', background: '#6d28d9' },
  AzureAD: { letters: 'E', background: '#0067b8' },
  AzureAdOidc: { letters: 'E', background: '#0067b8' },
  GoogleWorkspace: { letters: 'G', background: '#1a73e8' },
  Okta: { letters: 'O', background: '#00297a' },
};

/** A provider's logo, decorative: its name is always written beside it. */
export const ProviderLogo = ({ providerName, size = 32 }: { providerName: SsoProviderName; size?: 20 | 32 | 48 }) => {
  const { letters, background } = marks[providerName];
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false" style={{ flexShrink: 0 }}>
      <rect width="64" height="64" rx="14" fill={background} />
      <text
        x="32"
        y="33"
        fill="#ffffff"
        fontFamily="Helvetica,Arial,sans-serif"
        fontSize={letters.length > 1 ? 26 : 36}
        fontWeight="700"
        textAnchor="middle"
        dominantBaseline="central"
      >
        {letters}
      </text>
    </svg>
  );
};
