import type { IdentifierType } from '@gatehouse/schemas/identifiers';
import { signInModes } from '@gatehouse/schemas/sign-in-experience';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConnectorList } from '../../../api/connectors/queries';
import { useTenant } from '../../../app/tenant';
import { Card } from '../../../components/Card';
import { Hint } from '../../../components/FormField';
import { RadioGroup } from '../../../components/RadioGroup';
import { Select } from '../../../components/Select';
import { Stack } from '../../../components/Stack';
import { Switch } from '../../../components/Switch';
import { type SignInExperienceForm, signUpChoices } from '../form';
import { SignInMethods } from './SignInMethods';
import { SocialTargets } from './SocialTargets';

/** Sign-up and sign-in: what a new account gives, how people sign in and in what order, social buttons, the mode. */
export const SignUpAndSignIn = () => {
  const { t } = useTranslation();
  const { register, watch, setValue } = useFormContext<SignInExperienceForm>();
  const { path } = useTenant();
  const connectors = useConnectorList();
  const choice = watch('signUp.choice');
  const verifiable = choice !== 'username' && choice !== 'none';
  const hasCodeConnector = connectors.data?.some((connector) => connector.type !== 'social' && connector.enabled);

  return (
    <>
      <Card title={t('sign_in_exp.sign_up.title')} description={t('sign_in_exp.sign_up.description')} aside>
        <Stack>
          <Select
            label={t('sign_in_exp.sign_up.identifier')}
            {...register('signUp.choice', {
              onChange: (event) => {
                const next = event.target.value as (typeof signUpChoices)[number];
                if (next === 'username' || next === 'none') setValue('signUp.verify', false, { shouldDirty: true });
                // Every sign-up identifier must also sign in: add what is missing as a password method.
                const needed: IdentifierType[] =
                  next === 'emailOrPhone' ? ['email', 'phone'] : next === 'none' ? [] : [next];
                const methods = watch('signIn.methods');
                const missing = needed.filter(
                  (identifier) => !methods.some((method) => method.identifier === identifier),
                );
                if (missing.length > 0) {
                  setValue(
                    'signIn.methods',
                    [
                      ...methods,
                      ...missing.map((identifier) => ({
                        identifier,
                        password: true,
                        verificationCode: false,
                        isPasswordPrimary: true,
                      })),
                    ],
                    { shouldDirty: true },
                  );
                }
              },
            })}
          >
            {signUpChoices.map((value) => (
              <option key={value} value={value}>
                {t(`sign_in_exp.sign_up.choices.${value}`)}
              </option>
            ))}
          </Select>
          <Switch
            label={t('sign_in_exp.sign_up.password')}
            description={t('sign_in_exp.sign_up.password_description')}
            {...register('signUp.password')}
            checked={watch('signUp.password')}
          />
          {verifiable ? (
            <Switch
              label={t('sign_in_exp.sign_up.verify')}
              description={t('sign_in_exp.sign_up.verify_description')}
              {...register('signUp.verify')}
              checked={watch('signUp.verify')}
            />
          ) : null}
        </Stack>
      </Card>
      <Card title={t('sign_in_exp.sign_in.title')} description={t('sign_in_exp.sign_in.description')} aside>
        <Stack>
          <SignInMethods />
          {hasCodeConnector === false ? (
            <Hint>
              {t('sign_in_exp.sign_in.no_connector')}{' '}
              <Link to={path('/connectors/passwordless')}>{t('sign_in_exp.sign_in.set_up_connector')}</Link>
            </Hint>
          ) : null}
        </Stack>
      </Card>
      <Card title={t('sign_in_exp.social.title')} description={t('sign_in_exp.social.description')} aside>
        <SocialTargets connectors={connectors.data ?? []} />
      </Card>
      <Card title={t('sign_in_exp.mode.title')} description={t('sign_in_exp.mode.description')} aside>
        <Stack>
          <RadioGroup
            legend={t('sign_in_exp.mode.legend')}
            variant="cards"
            value={watch('signInMode')}
            onValueChange={(value) => setValue('signInMode', value, { shouldDirty: true })}
            options={signInModes.map((value) => ({
              value,
              label: t(`sign_in_exp.mode.${value}`),
              description: t(`sign_in_exp.mode.${value}_description`),
            }))}
          />
          <Switch
            label={t('sign_in_exp.sso.label')}
            description={t('sign_in_exp.sso.description')}
            {...register('singleSignOnEnabled')}
            checked={watch('singleSignOnEnabled')}
          />
          {watch('singleSignOnEnabled') ? (
            <Switch
              label={t('sign_in_exp.sso.required_label')}
              description={t('sign_in_exp.sso.required_description')}
              {...register('singleSignOnRequired')}
              checked={watch('singleSignOnRequired')}
            />
          ) : null}
        </Stack>
      </Card>
    </>
  );
};
