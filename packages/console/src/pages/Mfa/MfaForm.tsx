import {
  codeFactorIdentifiers,
  isCodeFactor,
  type MfaFactor,
  type MfaSettings,
  maxRememberDeviceDays,
  mfaFactors,
  mfaPolicies,
} from '@gatehouse/schemas/mfa';
import { Fragment } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { usePatchSignInExperience } from '../../api/sign-in-experience/mutations';
import { Card } from '../../components/Card';
import { confirm } from '../../components/ConfirmDialog/store';
import { FieldError, Hint } from '../../components/FormField';
import { Notice } from '../../components/Notice';
import { RadioGroup } from '../../components/RadioGroup';
import { Stack, StackForm } from '../../components/Stack';
import { Switch, switchField } from '../../components/Switch';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/Toast/store';
import { FormActions } from '../../patterns/FormCard';
import { submitForm } from '../../patterns/form';
import { useFormResolver } from '../../patterns/form-resolver';
import { ListField } from '../../patterns/ListField';
import { lockoutRisks, type MfaFormInput, type MfaPageSettings, mfaFormGuard, mfaFormValues } from './form';

/** The hint of a code factor whose connector is missing (its switch can only be turned off). */
const missingConnectorHint = {
  EmailVerificationCode: 'mfa.needs_email_connector',
  PhoneVerificationCode: 'mfa.needs_sms_connector',
} as const;

/** One factor's switch; a code factor without its connector is disabled (unless on, so it can be turned off). */
const FactorSwitch = ({
  form,
  factor,
  channels,
}: {
  form: ReturnType<typeof useMfaForm>;
  factor: MfaFactor;
  channels: { email: boolean; phone: boolean };
}) => {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name: factor });
  const missing = isCodeFactor(factor) && !channels[codeFactorIdentifiers[factor]];
  return (
    <div>
      <Switch
        label={t(`mfa.factors.${factor}.title`)}
        description={t(`mfa.factors.${factor}.description`)}
        {...switchField(field)}
        disabled={missing && !field.value}
      />
      {missing && isCodeFactor(factor) ? <Hint>{t(missingConnectorHint[factor])}</Hint> : null}
      {fieldState.error?.message ? <FieldError>{fieldState.error.message}</FieldError> : null}
    </div>
  );
};

/** Passkey sign-in: off and unchangeable while the WebAuthn factor (which enrolls the passkeys) is off. */
const PasskeySwitch = ({ form }: { form: ReturnType<typeof useMfaForm> }) => {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'passkeySignIn' });
  const webAuthn = form.watch('WebAuthn');
  return (
    <div>
      <Switch
        label={t('mfa.passkey_sign_in')}
        name={field.name}
        checked={field.value && webAuthn}
        disabled={!webAuthn}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
      />
      {webAuthn ? null : <Hint>{t('mfa.passkey_needs_webauthn')}</Hint>}
    </div>
  );
};

const useMfaForm = (saved: MfaPageSettings) =>
  useForm<MfaFormInput, unknown, z.output<typeof mfaFormGuard>>({
    resolver: useFormResolver(mfaFormGuard),
    values: mfaFormValues(saved),
  });

/**
 * The MFA settings as one form: the factors, passkey sign-in, the policy and "remember this
 * device", and what an organization that requires MFA does. A change that could lock users out asks first.
 */
export const MfaForm = ({
  saved,
  channels,
}: {
  saved: MfaPageSettings;
  /** Which code channels have an enabled connector (`channelsOf`). */
  channels: { email: boolean; phone: boolean };
}) => {
  const { t } = useTranslation();
  const patch = usePatchSignInExperience();
  const form = useMfaForm(saved);
  const policy = useController({ control: form.control, name: 'policy' });
  const { errors, isDirty, isSubmitting } = form.formState;

  /** Confirms a change that could lock users out; resolves whether to save. */
  const confirmRisks = async (next: MfaSettings) => {
    const { becomesMandatory, turnedOff } = lockoutRisks(saved.mfa, next);
    const lines = [
      ...(becomesMandatory ? [t('mfa.lockout_mandatory')] : []),
      ...(turnedOff.length > 0
        ? [
            t('mfa.lockout_factor_off', {
              factors: turnedOff.map((factor) => t(`mfa.factors.${factor}.title`)).join(', '),
            }),
          ]
        : []),
    ];
    if (lines.length === 0) return true;
    const answer = await confirm({
      kind: 'danger',
      title: t('mfa.lockout_title'),
      message: lines.join(' '),
      confirmText: t('mfa.lockout_confirm'),
    });
    return answer === 'confirmed';
  };

  const onSubmit = submitForm(
    form,
    async (settings) => {
      if (!(await confirmRisks(settings.mfa))) return;
      await patch.mutateAsync(settings);
      toast.success(t('general.saved'));
    },
    {
      fieldOf: (code) => (code === 'sign_in_experience.invalid_configuration' ? 'policy' : undefined),
    },
  );

  return (
    <StackForm onSubmit={onSubmit} wide>
      <Card title={t('mfa.factors_title')} description={t('mfa.factors_description')} aside>
        <Stack>
          {mfaFactors.map((factor) => (
            <Fragment key={factor}>
              <FactorSwitch form={form} factor={factor} channels={channels} />
              {factor === 'WebAuthn' ? (
                // Other sites of the tenant's where its passkeys work (served at /.well-known/webauthn).
                <ListField
                  form={form}
                  name="webAuthnRelatedOrigins"
                  label={t('mfa.related_origins')}
                  hint={t('mfa.related_origins_hint')}
                  placeholder="https://shop.example.com"
                />
              ) : null}
            </Fragment>
          ))}
        </Stack>
      </Card>
      <Card title={t('mfa.passkey_title')} description={t('mfa.passkey_description')} aside>
        <PasskeySwitch form={form} />
      </Card>
      <Card title={t('mfa.policy_title')} description={t('mfa.policy_description')} aside>
        <Stack>
          <RadioGroup
            legend={t('mfa.policy')}
            variant="cards"
            name={policy.field.name}
            value={policy.field.value}
            onValueChange={policy.field.onChange}
            onBlur={policy.field.onBlur}
            options={mfaPolicies.map((value) => ({
              value,
              label: t(`mfa.policies.${value}.title`),
              description: t(`mfa.policies.${value}.description`),
            }))}
          />
          {errors.policy?.message ? <FieldError>{errors.policy.message}</FieldError> : null}
          <TextField
            type="number"
            inputMode="numeric"
            min={0}
            max={maxRememberDeviceDays}
            label={t('mfa.remember_device_days')}
            hint={t('mfa.remember_device_hint')}
            error={errors.rememberDeviceDays?.message}
            {...form.register('rememberDeviceDays')}
          />
        </Stack>
      </Card>
      <Card title={t('mfa.organization_title')} aside>
        <Notice>{t('mfa.organization_description')}</Notice>
      </Card>
      <FormActions dirty={isDirty} submitting={isSubmitting} onDiscard={() => form.reset()} />
    </StackForm>
  );
};
