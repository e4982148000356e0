import { describe } from 'vitest';
import { checkTranslations } from '../test-support/translation-checks';
import { experiencePhrases } from './index';

describe('Sign-in page text', () => {
  checkTranslations(experiencePhrases);
});
