import { MSG, type TPrinterInput } from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useLiveEvents } from '../../lib/realtime';
import { withToast } from '../../lib/toast';

const PRINTERS_KEY = ['settings', 'printers'] as const;
const STATIONS_KEY = ['settings', 'kitchen-stations'] as const;

/** The store's printers; their status follows the print queue live (`printer_status`). */
export function usePrinters() {
  const query = useQuery({
    queryKey: PRINTERS_KEY,
    queryFn: ({ signal }) => api.get('/settings/printers', { signal }),
  });
  useLiveEvents(['printer_status'], () => void query.refetch());
  return query;
}

export function useKitchenStations() {
  return useQuery({
    queryKey: STATIONS_KEY,
    queryFn: ({ signal }) => api.get('/settings/kitchen-stations', { signal }),
  });
}

function useReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PRINTERS_KEY }),
      // a printer's stations are the stations' printer: the Kitchen stations page shows it too
      queryClient.invalidateQueries({ queryKey: STATIONS_KEY }),
    ]);
}

export function useSavePrinter() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TPrinterInput }) =>
      withToast(
        () =>
          id
            ? api.post('/settings/printers/:id/update', { params: { id }, body: input })
            : api.post('/settings/printers/add', { body: input }),
        t(MSG.somethingWrong),
      ),
    onSuccess: reload,
  });
}

export function useDeletePrinter() {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) =>
      withToast(() => api.delete('/settings/printers/:id', { params: { id } }), t(MSG.somethingWrong)),
    onSettled: reload,
  });
}

/** Prints the test page now: the toast says whether the printer took it. */
export function useTestPrint() {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) =>
      withToast(() => api.post('/settings/printers/:id/test', { params: { id } }), t(MSG.somethingWrong)),
    onSettled: reload,
  });
}
