import type { TDevice } from '@opentab/shared';
import type { Row } from '../db/schema.ts';

/** One signed-in device of the user; `currentDeviceId` is the device the request comes from. */
export function presentDevice(
  device: Pick<Row<'devices'>, 'id' | 'name' | 'ip' | 'location' | 'created_at'>,
  currentDeviceId: string,
): TDevice {
  return {
    device_id: device.id,
    device_ip: device.ip,
    device_name: device.name,
    device_location: device.location,
    created_at: device.created_at,
    isMyDevice: device.id === currentDeviceId,
  };
}
