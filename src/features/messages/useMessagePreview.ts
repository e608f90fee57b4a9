import { useEffect, useMemo } from 'react';
import type { MessagePreviewBody } from '../../../contract/messagePreview';
import { useAppDispatch } from '../../state/hooks';
import type { ComposeValues } from './composeForm';
import { fetchMessagePreview } from './messagePreviewThunks';
import { previewCleared } from './messagePreviewSlice';
import { audienceRequest } from './useAudienceCount';

/** Typing pauses this long before the draft is previewed again. */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * Keeps the preview of the draft in the store: the draft as three members of its audience would
 * get it, its merge-field problems and its longest SMS. Asks once typing rests, and drops an
 * answer a newer draft replaced.
 */
export function useMessagePreview(values: ComposeValues, skip: boolean): void {
  const dispatch = useAppDispatch();
  const audience = JSON.stringify(audienceRequest(values));
  const { title, push_message, message, variants } = values;
  const request = useMemo(
    () =>
      JSON.stringify({
        ...JSON.parse(audience),
        title,
        push_message,
        message,
        // Versions still without a title or push text are left out until they have them.
        ...(variants.length > 0 && {
          variants: variants.filter((v) => v.title.trim() && v.push_message.trim()),
        }),
      }),
    [audience, title, push_message, message, variants],
  );

  useEffect(() => {
    if (skip) return;
    let pending: { abort: () => void } | null = null;
    const timer = setTimeout(() => {
      pending = dispatch(fetchMessagePreview(JSON.parse(request) as MessagePreviewBody));
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      pending?.abort();
    };
  }, [dispatch, request, skip]);

  useEffect(() => () => void dispatch(previewCleared()), [dispatch]);
}
