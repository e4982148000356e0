import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { useFormContext, useWatch } from 'react-hook-form';
import { type SignInExperienceForm, toPreviewSettings } from './form';

/** The settings as the form now stands (unsaved changes included), for the preview and the summaries. */
export const useWatchedSettings = (saved: SignInExperience): SignInExperience => {
  const { control } = useFormContext<SignInExperienceForm>();
  const values = useWatch({ control }) as SignInExperienceForm;
  return toPreviewSettings(values, saved);
};
