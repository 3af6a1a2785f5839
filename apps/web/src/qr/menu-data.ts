import { useEffect, useState } from 'react';
import { fetchMenu, type TMenuResult } from './api';

type TMenuState = TMenuResult | { status: 'loading' };

// The menu is loaded once per visit and shared by the menu and cart pages (a reload fetches it again).
const requests = new Map<string, Promise<TMenuResult>>();
const menus = new Map<string, TMenuResult>();
const LOADING: TMenuState = { status: 'loading' };

const keyOf = (qrcode: string, tableId: string | null) => `${qrcode}\n${tableId ?? ''}`;

function loadMenu(qrcode: string, tableId: string | null): Promise<TMenuResult> {
  const key = keyOf(qrcode, tableId);
  let request = requests.get(key);
  if (!request) {
    request = fetchMenu(qrcode, tableId).then((result) => {
      // Only a menu is kept: after a failure the next visit to the page asks again.
      if (result.status === 'ok') menus.set(key, result);
      else requests.delete(key);
      return result;
    });
    requests.set(key, request);
  }
  return request;
}

/** Tests start each case with nothing loaded. */
export function forgetMenus(): void {
  requests.clear();
  menus.clear();
}

export function useMenu(qrcode: string, tableId: string | null): TMenuState {
  const key = keyOf(qrcode, tableId);
  const [state, setState] = useState<{ key: string; value: TMenuState }>({ key: '', value: LOADING });
  useEffect(() => {
    let current = true;
    void loadMenu(qrcode, tableId).then((value) => {
      if (current) setState({ key: keyOf(qrcode, tableId), value });
    });
    return () => {
      current = false;
    };
  }, [qrcode, tableId]);
  return menus.get(key) ?? (state.key === key ? state.value : LOADING);
}
