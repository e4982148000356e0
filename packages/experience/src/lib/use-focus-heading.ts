import { useEffect } from 'react';

/**
 * Moves the focus to the page's heading when a screen replaces a form in place (the form's field
 * held the focus and is gone): a screen reader reads what the page says now, and Tab goes on from
 * there.
 */
export const useFocusHeading = () => {
  useEffect(() => {
    document.getElementById('page-title')?.focus();
  }, []);
};
