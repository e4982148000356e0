import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the page title from the template '%s - Gatehouse' (spec §2). */
export const useDocumentTitle = (page: string | undefined) => {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = page ? t('general.page_title', { page }) : t('general.product_name');
  }, [page, t]);
};
