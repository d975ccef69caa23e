import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import {
  DOMAIN_FIELD_LABELS as L,
  DOMAIN_SCREEN_TEXTS as T,
  MESSAGES,
  SEARCH_DEBOUNCE_MS,
} from '@vigil/contract';
import { useState, type FormEvent } from 'react';

/**
 * Spec §2/§9: the list follows the box 300 ms after the last keystroke. Enter applies the
 * term at once; Enter on an empty box says 'Search cannot be empty' (spec §5) and shows
 * every domain again.
 */
export function DomainSearch({ onSearch }: { onSearch: (term: string) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);

  const change = (next: string) => {
    setValue(next);
    setError(null);
    apply(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply.cancel();
    if (value.trim() === '') {
      setError(MESSAGES.searchEmpty);
      onSearch('');
      return;
    }
    onSearch(value);
  };

  return (
    <form onSubmit={submit} role="search" noValidate>
      <TextInput
        aria-label={L.search}
        placeholder={T.searchPlaceholder}
        value={value}
        onChange={(event) => change(event.currentTarget.value)}
        error={error}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          value === '' ? null : (
            <CloseButton size="sm" aria-label={T.clearSearch} onClick={() => change('')} />
          )
        }
        w={{ base: '100%', sm: 360 }}
        autoComplete="off"
      />
    </form>
  );
}
