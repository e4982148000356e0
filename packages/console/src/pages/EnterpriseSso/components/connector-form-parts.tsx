import { forwardRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTenant } from '../../../app/tenant';
import { Button } from '../../../components/Button';
import { RowActions } from '../../../components/Table';
import { TextField } from '../../../components/TextField';

/** The connector's name, as every SSO form asks it; spread `register('connectorName')` into it. */
export const ConnectorNameField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { error?: string }
>((props, ref) => {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      label={t('enterprise_sso.connector_name')}
      hint={t('enterprise_sso.connector_name_hint')}
      required
      dir="auto"
      {...props}
    />
  );
});
ConnectorNameField.displayName = 'ConnectorNameField';

/** A create form's buttons: back to the list, or create. */
export const CreateActions = ({ submitting }: { submitting: boolean }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  return (
    <RowActions>
      <Button onClick={() => navigate(path('/enterprise-sso'))}>{t('general.cancel')}</Button>
      <Button type="submit" kind="primary" loading={submitting}>
        {t('enterprise_sso.create')}
      </Button>
    </RowActions>
  );
};
