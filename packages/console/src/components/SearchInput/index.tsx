import { useEffect, useState } from 'react';
import styles from './index.module.css';

/** A search box that reports its value once typing pauses (300 ms), so lists do not refetch per key. */
export const SearchInput = ({
  value,
  onSearch,
  label,
  delayMs = 300,
}: {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  delayMs?: number;
}) => {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onSearch(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch, delayMs]);
  return (
    <input
      type="search"
      className={styles.search}
      placeholder={label}
      aria-label={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(draft);
      }}
    />
  );
};
