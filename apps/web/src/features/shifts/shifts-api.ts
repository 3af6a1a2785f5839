import { MSG, type TCashMovement, type TCloseShift } from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { msg, t } from '../../lib/i18n';
import { CURRENT_SHIFT_KEY } from '../../lib/shift-api';
import { withToast } from '../../lib/toast';

export const SHIFT_LOAD_FAILED = msg('Error loading your shift! Please try later!');
export const Z_REPORTS_LOAD_FAILED = msg('Error loading the Z reports! Please try later!');
const Z_REPORTS_KEY = ['z-reports'] as const;

/** The caller's open shift as it stands (the X report), null when none is open. */
export function useCurrentShift() {
  return useQuery({
    queryKey: CURRENT_SHIFT_KEY,
    queryFn: ({ signal }) => api.get('/shifts/current', { signal }),
  });
}

function useShiftMutation<TInput, TAnswer extends { message?: string }>(
  call: (input: TInput) => Promise<TAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => withToast(() => call(input), t(MSG.somethingWrong)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CURRENT_SHIFT_KEY }),
  });
}

export const useCashMovement = () =>
  useShiftMutation((input: TCashMovement) => api.post('/shifts/cash', { body: input }));

/** Closes the shift with the count; answers its Z report (and the list gains it). */
export function useCloseShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCloseShift) =>
      withToast(
        () =>
          api
            .post('/shifts/close', { body: input })
            .then((z) => ({ ...z, message: t('Shift closed: Z report {number}', { number: z.number }) })),
        t(MSG.somethingWrong),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_SHIFT_KEY }),
        queryClient.invalidateQueries({ queryKey: Z_REPORTS_KEY }),
      ]),
  });
}

/** The store's Z reports, newest first. */
export function useZReports() {
  return useQuery({
    queryKey: Z_REPORTS_KEY,
    queryFn: ({ signal }) => api.get('/z-reports', { signal }),
  });
}

/** One Z report by its number: frozen at close, so never refetched. */
export function useZReport(number: number | null) {
  return useQuery({
    queryKey: [...Z_REPORTS_KEY, number],
    enabled: number !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => api.get('/z-reports/:number', { params: { number: number as number }, signal }),
  });
}
