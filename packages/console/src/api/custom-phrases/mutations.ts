import { type CustomPhrase, customPhraseGuard, type Translation } from '@gatehouse/schemas/custom-phrases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { afterDelete } from '../cache';
import { customPhraseKeys } from './keys';

/** Refusals the editor shows beside its buttons, never as a toast. */
const editorErrorCodes = ['custom_phrase.fallback_language_in_use'];

/** Creates or replaces a language's phrases; the list shows the saved ones at once. */
export const useSaveCustomPhrases = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ languageTag, translation }: { languageTag: string; translation: Translation }) =>
      client.put('/api/custom-phrases/{languageTag}', translation, {
        params: { languageTag },
        guard: customPhraseGuard,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(customPhraseKeys.detail(tenantId, saved.languageTag), saved);
      queryClient.setQueryData<CustomPhrase[]>(customPhraseKeys.list(tenantId), (list) =>
        list
          ? [...list.filter((phrase) => phrase.languageTag !== saved.languageTag), saved].sort((a, b) =>
              a.languageTag.localeCompare(b.languageTag),
            )
          : list,
      );
    },
  });
};

/** Deletes a language's phrases and forgets them; the list refreshes. */
export const useDeleteCustomPhrases = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (languageTag: string) =>
      client.delete('/api/custom-phrases/{languageTag}', {
        params: { languageTag },
        suppressErrorCodes: editorErrorCodes,
      }),
    onSuccess: (_data, languageTag) => {
      queryClient.setQueryData<CustomPhrase[]>(customPhraseKeys.list(tenantId), (list) =>
        list?.filter((phrase) => phrase.languageTag !== languageTag),
      );
      return afterDelete(queryClient, customPhraseKeys.detail(tenantId, languageTag), [
        customPhraseKeys.list(tenantId),
      ]);
    },
  });
};
