import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/CopyButton';
import { FormError } from '../../components/FormError';
import { submit } from '../../lib/flow';
import { bindFactor, checkNewTotp, createTotpSecret, groupedSecret } from '../../lib/mfa';
import { TotpCodeForm } from './TotpCodeForm';
import { useLoadOnce } from './use-load-once';

/**
 * Enrolling an authenticator app: a new secret as a QR code (its `otpauth://` URI) and as text
 * with a copy button, then a code of it. The secret is bound once a code matched, then submit
 * (which asks for backup codes next when the tenant offers them).
 */
export const TotpEnroll = () => {
  const { t } = useTranslation();
  const { data, error } = useLoadOnce(createTotpSecret);
  const [qr, setQr] = useState<string>();

  useEffect(() => {
    if (!data) return;
    // A white margin round the code keeps it readable by cameras in dark mode too.
    QRCode.toString(data.keyUri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then(setQr, () => undefined);
  }, [data]);

  if (error) return <FormError message={error} />;
  if (!data) {
    return (
      <p className="progress" role="status">
        {t('a11y.loading')}
      </p>
    );
  }
  return (
    <>
      {qr ? (
        <img
          className="qr-code"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr)}`}
          alt={t('mfa.qr_alt')}
        />
      ) : null}
      <div className="secret">
        <p>{t('mfa.secret_label')}</p>
        <code dir="ltr" data-testid="totp-secret">
          {groupedSecret(data.secret)}
        </code>
        <CopyButton text={data.secret} label={t('mfa.copy_key')} />
      </div>
      <TotpCodeForm
        check={(code) => checkNewTotp(data.verificationId, code)}
        finish={async () => {
          await bindFactor('Totp', data.verificationId);
          return submit();
        }}
      />
    </>
  );
};
