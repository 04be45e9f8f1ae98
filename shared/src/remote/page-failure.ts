// A remote's page that failed to draw (its error boundary caught the error) tells the host by an
// event on `window`: the host counts it as the remote's failed first mount (remote health). An
// event, not a function of the shared singleton, so that a host and a remote of different builds
// simply ignore what the other does not know.
export const PAGE_FAILED_EVENT = 'crm:remote-page-failed';

export interface PageFailedDetail {
  /** The remote's federation name (`reports`). */
  remote: string;
}

export function announcePageFailure(remote: string): void {
  window.dispatchEvent(
    new CustomEvent<PageFailedDetail>(PAGE_FAILED_EVENT, { detail: { remote } }),
  );
}
