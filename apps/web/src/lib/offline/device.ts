const DEVICE_KEY = 'opentab.device';

/**
 * This browser's own id, sent with every order it made offline (the server keeps it beside the provisional
 * token, so "P-7" names one device's order). Made once and kept for as long as the browser keeps its storage.
 */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}
