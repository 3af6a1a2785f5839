import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { type TLiveEvent, useLiveEvents } from '../../lib/realtime';
import { speak, updateStoredUser } from '../../lib/session';
import { PROFILE_QUERY_KEY } from './profile-api';

const SESSION_EVENTS: readonly TLiveEvent[] = ['session_update'];

/**
 * Keeps the stored session user (name, role, scopes, language) current while a business page is open: when an admin
 * changes this user (`session_update` to the user's own sockets), or after a reconnect (one may have been
 * missed), it reads the profile again, so the sidebar, the page search and the page guards follow at once.
 * The server already applies new scopes to the next call; this only keeps the screen from showing stale ones.
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  useLiveEvents(SESSION_EVENTS, (event) => {
    if (event === 'poll') return;
    void api
      .get('/profile')
      .then(({ user, storeLanguage }) => {
        const { name, role, scope, designation, photo } = user;
        const language = user.language ?? storeLanguage;
        updateStoredUser({ name, role, scope, designation, photo, language });
        speak(language);
        return queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      })
      .catch(() => undefined); // a failed read changes nothing: the server still checks every call
  });
}
