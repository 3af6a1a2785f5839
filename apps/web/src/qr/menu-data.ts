import { createContext, createElement, type ReactNode, useContext, useEffect, useState } from 'react';
import { fetchMenu, type TMenuResult } from './api';

type TMenuState = TMenuResult | { status: 'loading' };
type TMenuCache = { requests: Map<string, Promise<TMenuResult>>; menus: Map<string, TMenuResult> };

const newCache = (): TMenuCache => ({ requests: new Map(), menus: new Map() });
const LOADING: TMenuState = { status: 'loading' };

// The menu is loaded once per visit and shared by the menu and cart pages (a reload fetches it again): the
// cache lives as long as the app that provides it.
const MenuCache = createContext<TMenuCache>(newCache());

export function MenuCacheProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(newCache);
  return createElement(MenuCache.Provider, { value: cache }, children);
}

const keyOf = (qrcode: string, tableId: string | null) => `${qrcode}\n${tableId ?? ''}`;

function loadMenu(cache: TMenuCache, qrcode: string, tableId: string | null): Promise<TMenuResult> {
  const key = keyOf(qrcode, tableId);
  let request = cache.requests.get(key);
  if (!request) {
    request = fetchMenu(qrcode, tableId).then((result) => {
      // Only a menu is kept: after a failure the next visit to the page asks again.
      if (result.status === 'ok') cache.menus.set(key, result);
      else cache.requests.delete(key);
      return result;
    });
    cache.requests.set(key, request);
  }
  return request;
}

export function useMenu(qrcode: string, tableId: string | null): TMenuState {
  const cache = useContext(MenuCache);
  const key = keyOf(qrcode, tableId);
  const [state, setState] = useState<{ key: string; value: TMenuState }>({ key: '', value: LOADING });
  useEffect(() => {
    let current = true;
    void loadMenu(cache, qrcode, tableId).then((value) => {
      if (current) setState({ key: keyOf(qrcode, tableId), value });
    });
    return () => {
      current = false;
    };
  }, [cache, qrcode, tableId]);
  return cache.menus.get(key) ?? (state.key === key ? state.value : LOADING);
}
