/**
 * Whether the user has moved inside the app since the tab loaded it (signed in, followed a link,
 * pressed Back), as opposed to the page the tab opened on and the redirects that page made itself.
 * Focus management moves focus only after such a move.
 */
let navigatedInApp = false;

export function noteAppNavigation(): void {
  navigatedInApp = true;
}

export function hasNavigatedInApp(): boolean {
  return navigatedInApp;
}
