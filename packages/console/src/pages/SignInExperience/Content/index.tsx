import { languageTagName } from '@gatehouse/schemas/language-tags';
import { uiLanguages } from '@gatehouse/schemas/languages';
import { agreeToTermsPolicies } from '@gatehouse/schemas/sign-in-experience';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCustomPhrases } from '../../../api/custom-phrases/queries';
import { Card } from '../../../components/Card';
import { RadioGroup } from '../../../components/RadioGroup';
import { Select } from '../../../components/Select';
import { Stack } from '../../../components/Stack';
import { Switch } from '../../../components/Switch';
import { TextField } from '../../../components/TextField';
import type { SignInExperienceForm } from '../form';
import { CustomPhrasesEditor } from './CustomPhrases';

type UrlName = 'termsOfUseUrl' | 'privacyPolicyUrl' | 'supportWebsiteUrl' | 'unknownSessionRedirectUrl';

/** Content: terms and privacy, support contacts, where an unknown session goes, the languages. */
export const Content = () => {
  const { t } = useTranslation();
  const { register, watch, setValue, formState } = useFormContext<SignInExperienceForm>();
  const { errors } = formState;
  const url = (name: UrlName, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      placeholder="https://"
      inputMode="url"
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  // The default language may be any built-in one, or one the tenant wrote its own text for.
  const customPhrases = useCustomPhrases();
  const fallback = watch('languageInfo.fallbackLanguage');
  const languages = [
    ...new Set([...uiLanguages, ...(customPhrases.data ?? []).map((entry) => entry.languageTag), fallback]),
  ];
  const hasTerms = Boolean(watch('termsOfUseUrl')?.trim() || watch('privacyPolicyUrl')?.trim());
  return (
    <>
      <Card title={t('sign_in_exp.content.terms_title')} description={t('sign_in_exp.content.terms_description')} aside>
        <Stack>
          {url('termsOfUseUrl', t('sign_in_exp.content.terms_of_use_url'))}
          {url('privacyPolicyUrl', t('sign_in_exp.content.privacy_policy_url'))}
          {hasTerms ? (
            <RadioGroup
              legend={t('sign_in_exp.content.agree_policy')}
              variant="cards"
              value={watch('agreeToTermsPolicy')}
              onValueChange={(value) => setValue('agreeToTermsPolicy', value, { shouldDirty: true })}
              options={agreeToTermsPolicies.map((value) => ({
                value,
                label: t(`sign_in_exp.content.agree.${value}`),
                description: t(`sign_in_exp.content.agree.${value}_description`),
              }))}
            />
          ) : null}
        </Stack>
      </Card>
      <Card
        title={t('sign_in_exp.content.support_title')}
        description={t('sign_in_exp.content.support_description')}
        aside
      >
        <Stack>
          <TextField
            label={t('sign_in_exp.content.support_email')}
            placeholder="support@example.com"
            type="email"
            error={errors.supportEmail?.message}
            {...register('supportEmail')}
          />
          {url('supportWebsiteUrl', t('sign_in_exp.content.support_website'))}
          {url(
            'unknownSessionRedirectUrl',
            t('sign_in_exp.content.unknown_session_redirect'),
            t('sign_in_exp.content.unknown_session_redirect_hint'),
          )}
        </Stack>
      </Card>
      <Card
        title={t('sign_in_exp.content.languages_title')}
        description={t('sign_in_exp.content.languages_description')}
        aside
      >
        <Stack>
          <Switch
            label={t('sign_in_exp.content.auto_detect')}
            description={t('sign_in_exp.content.auto_detect_description')}
            {...register('languageInfo.autoDetect')}
            checked={watch('languageInfo.autoDetect')}
          />
          <Select
            label={t('sign_in_exp.content.fallback_language')}
            hint={t('sign_in_exp.content.fallback_language_hint')}
            {...register('languageInfo.fallbackLanguage')}
          >
            {languages.map((tag) => (
              <option key={tag} value={tag}>
                {`${languageTagName(tag, tag)} (${tag})`}
              </option>
            ))}
          </Select>
          <CustomPhrasesEditor />
        </Stack>
      </Card>
    </>
  );
};
