import type { TDevice } from '@opentab/shared';
import type { Row } from '../db/schema.ts';

/**
 * One signed-in device of the user, or (issue 26, for the admin) a wall screen of the store with its display
 * user's name; `currentDeviceId` is the device the request comes from.
 */
export function presentDevice(
  device: Pick<Row<'devices'>, 'id' | 'name' | 'ip' | 'location' | 'created_at'> & { displayUser?: string },
  currentDeviceId: string,
): TDevice {
  return {
    device_id: device.id,
    device_ip: device.ip,
    device_name: device.name,
    device_location: device.location,
    created_at: device.created_at,
    isMyDevice: device.id === currentDeviceId,
    displayUser: device.displayUser ?? null,
  };
}
