// The `healthTicket` of the manifest answer that named each release: the server counts a health
// event only with the ticket of a manifest that named its release. A later manifest (the page
// fetching it again) gives the releases it names its own ticket.
import type { RemoteManifest } from '@crm/shared/platform';

const tickets = new Map<string, string>();

const keyOf = (release: { name: string; version: string }) => `${release.name}@${release.version}`;

export function keepHealthTickets(manifest: RemoteManifest): void {
  const { healthTicket } = manifest;
  if (!healthTicket) return;
  for (const release of manifest.remotes) tickets.set(keyOf(release), healthTicket);
}

export function healthTicketOf(release: { name: string; version: string }): string | undefined {
  return tickets.get(keyOf(release));
}
