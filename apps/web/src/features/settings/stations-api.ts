import type { TKitchenStationBody } from '@opentab/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { defineSettingsResource } from './settings-crud';
import { PRINTERS_KEY, SETTINGS_KEYS } from './settings-keys';

/**
 * Settings → Kitchen stations (issue 26). Rows carry their name as `title` too, the name the settings lists
 * show and confirm deletes by.
 */
export const KITCHEN_STATIONS = defineSettingsResource({
  queryKey: SETTINGS_KEYS.kitchenStations,
  // a printer's stations are the stations' printers: the Printers page shows them too
  alsoInvalidate: [PRINTERS_KEY],
  list: async (signal) =>
    (await api.get('/settings/kitchen-stations', { signal })).map((station) => ({
      ...station,
      title: station.name,
    })),
  add: (body: TKitchenStationBody) => api.post('/settings/kitchen-stations/add', { body }),
  update: (id, body: TKitchenStationBody) =>
    api.post('/settings/kitchen-stations/:id/update', { params: { id }, body }),
  remove: (id) => api.delete('/settings/kitchen-stations/:id', { params: { id } }),
});

/**
 * The store's printers, for a station's ticket printer. A store without the printing feature, or a failed
 * load, offers no printer: the station is saved without one (the error is not the page's).
 */
export function usePrinterChoices() {
  return useQuery({
    queryKey: PRINTERS_KEY,
    queryFn: ({ signal }) => api.get('/settings/printers', { signal }),
    retry: false,
  });
}
