import { MSG, type TOpenShift } from '@opentab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { t } from './i18n';
import { withToast } from './toast';

/** The caller's open shift (GET /shifts/current): the Shift screen reads it; opening one from the POS refreshes it. */
export const CURRENT_SHIFT_KEY = ['shift-current'] as const;

/** Opens the caller's shift with its float (the Shift screen, and the POS's prompt when shifts are required). */
export function useOpenShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TOpenShift) =>
      withToast(() => api.post('/shifts/open', { body: input }), t(MSG.somethingWrong)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CURRENT_SHIFT_KEY }),
  });
}
