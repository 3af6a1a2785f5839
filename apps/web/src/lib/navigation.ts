/**
 * Lets non-React code (the api client) change the page. The app registers the router's navigate;
 * until then a full page load is used.
 */
type TNavigate = (path: string) => void;

let navigateImpl: TNavigate = (path) => window.location.assign(path);

export function setNavigator(navigate: TNavigate): void {
  navigateImpl = navigate;
}

export function navigateTo(path: string): void {
  navigateImpl(path);
}
