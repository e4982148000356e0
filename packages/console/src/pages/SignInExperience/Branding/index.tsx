import { suggestDarkPrimaryColor } from '@gatehouse/schemas/colors';
import { Wand2 } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { CodeEditor } from '../../../components/CodeEditor';
import { Stack } from '../../../components/Stack';
import { Switch } from '../../../components/Switch';
import { TextField } from '../../../components/TextField';
import { ImageUploadField } from '../../../patterns/ImageUploadField';
import type { SignInExperienceForm } from '../form';
import styles from '../SignInExperiencePage.module.css';
import { CustomUiField } from './CustomUiField';

const imageLabels = {
  logoUrl: 'sign_in_exp.branding.logo',
  darkLogoUrl: 'sign_in_exp.branding.dark_logo',
  favicon: 'sign_in_exp.branding.favicon',
  darkFavicon: 'sign_in_exp.branding.dark_favicon',
} as const;

type ColorName = 'color.primaryColor' | 'color.darkPrimaryColor';

/** A hex field with the browser's color picker beside it (both edit the same value). */
const ColorField = ({ name, label }: { name: ColorName; label: string }) => {
  const { register, watch, setValue, formState } = useFormContext<SignInExperienceForm>();
  const { t } = useTranslation();
  const value = watch(name);
  const error =
    name === 'color.primaryColor' ? formState.errors.color?.primaryColor : formState.errors.color?.darkPrimaryColor;
  const full = /^#[\da-f]{3}$/i.test(value) ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value;
  return (
    <div className={styles.colorRow}>
      <TextField label={label} placeholder="#6139F6" error={error?.message} {...register(name)} />
      <input
        type="color"
        className={styles.swatch}
        aria-label={t('sign_in_exp.branding.pick_color', { name: label })}
        value={/^#[\da-f]{6}$/i.test(full) ? full : '#000000'}
        onChange={(event) =>
          setValue(name, event.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })
        }
      />
    </div>
  );
};

/** Branding: colors, dark mode, logos and favicons, custom CSS. */
export const Branding = () => {
  const { t } = useTranslation();
  const { register, watch, setValue, control } = useFormContext<SignInExperienceForm>();
  const darkMode = watch('color.isDarkModeEnabled');
  const imageField = (name: keyof typeof imageLabels, placeholder: string) => (
    <Controller
      control={control}
      name={`branding.${name}`}
      render={({ field, fieldState }) => (
        <ImageUploadField
          {...field}
          onChange={(url) => field.onChange(url ?? '')}
          label={t(imageLabels[name])}
          kind={name === 'favicon' || name === 'darkFavicon' ? 'favicon' : 'logo'}
          placeholder={placeholder}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <>
      <Card
        title={t('sign_in_exp.branding.colors_title')}
        description={t('sign_in_exp.branding.colors_description')}
        aside
      >
        <Stack>
          <ColorField name="color.primaryColor" label={t('sign_in_exp.branding.primary_color')} />
          <Switch
            label={t('sign_in_exp.branding.dark_mode')}
            description={t('sign_in_exp.branding.dark_mode_description')}
            {...register('color.isDarkModeEnabled')}
            checked={darkMode}
          />
          {darkMode ? (
            <>
              <ColorField name="color.darkPrimaryColor" label={t('sign_in_exp.branding.dark_primary_color')} />
              <div>
                <Button
                  type="button"
                  icon={<Wand2 size={16} />}
                  onClick={() =>
                    setValue('color.darkPrimaryColor', suggestDarkPrimaryColor(watch('color.primaryColor')), {
                      shouldDirty: true,
                      shouldValidate: true,
                    })
                  }
                >
                  {t('sign_in_exp.branding.suggest_dark')}
                </Button>
              </div>
            </>
          ) : null}
        </Stack>
      </Card>
      <Card
        title={t('sign_in_exp.branding.logos_title')}
        description={t('sign_in_exp.branding.logos_description')}
        aside
      >
        <Stack>
          {imageField('logoUrl', 'https://example.com/logo.svg')}
          {darkMode ? imageField('darkLogoUrl', 'https://example.com/logo-dark.svg') : null}
          {imageField('favicon', 'https://example.com/favicon.ico')}
          {darkMode ? imageField('darkFavicon', 'https://example.com/favicon-dark.ico') : null}
          <Switch
            label={t('sign_in_exp.branding.hide_product_branding')}
            description={t('sign_in_exp.branding.hide_product_branding_description')}
            {...register('hideProductBranding')}
            checked={watch('hideProductBranding')}
          />
        </Stack>
      </Card>
      <Card
        title={t('sign_in_exp.branding.custom_ui_title')}
        description={t('sign_in_exp.branding.custom_ui_description')}
        aside
      >
        <Controller
          control={control}
          name="customUiAssets"
          render={({ field }) => <CustomUiField value={field.value} onChange={field.onChange} />}
        />
      </Card>
      <Card
        title={t('sign_in_exp.branding.custom_css_title')}
        description={t('sign_in_exp.branding.custom_css_description')}
        aside
      >
        <Controller
          control={control}
          name="customCss"
          render={({ field, fieldState }) => (
            <CodeEditor
              language="css"
              label={t('sign_in_exp.branding.custom_css')}
              placeholder=".card { border-radius: 0; }"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </Card>
    </>
  );
};
