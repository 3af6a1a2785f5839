import { Notifications } from '@mantine/notifications';

/**
 * The toasts lib/toast.ts raises. They read the notifications store, so they need not wrap the app:
 * AppProviders mounts them beside it, from a chunk of their own, once the first toast is raised (it then
 * shows at once). A page that raises none, such as the login page until a sign-in is tried, never
 * downloads their code.
 */
export function Toasts() {
  return <Notifications limit={20} autoClose={4000} position="top-right" />;
}
