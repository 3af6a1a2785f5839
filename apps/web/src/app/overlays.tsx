import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * The confirm dialogs and toasts. They listen for `modals.open…` events and the notifications store, so they
 * need not wrap the app: AppProviders mounts them beside it, from a chunk of their own, and a page shows
 * first without waiting for their code (a toast raised before they load appears when they do).
 */
export function Overlays() {
  return (
    <>
      <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }} />
      <Notifications limit={20} autoClose={4000} position="top-right" />
    </>
  );
}
