/**
 * Lets code outside the router change the page: the api client (sign-out, 402), and the sign-in pages, which
 * draw before the router is loaded (app/sign-in-first.tsx). The app registers the router's navigate;
 * until then a full page load is used.
 */
type TNavigate = (path: string, options: { replace: boolean }) => void;

let navigateImpl: TNavigate = (path, { replace }) =>
  replace ? window.location.replace(path) : window.location.assign(path);

export function setNavigator(navigate: TNavigate): void {
  navigateImpl = navigate;
}

/** To another page; by default in place of this one (a redirect), with `replace: false` as a link does. */
export function navigateTo(path: string, { replace = true }: { replace?: boolean } = {}): void {
  navigateImpl(path, { replace });
}
