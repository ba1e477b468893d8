import { clientDisplayName as displayNameOf } from '../../domain/format/client-display-name';
import type { ClientSummary } from '../ports/clients.port';

/** spec 1 §2.9: a client's display name, from its record, in the name format given (or the default). */
export function clientDisplayName(client: ClientSummary, format?: string): string {
  return displayNameOf(
    {
      entity_type: client.entityType,
      entity_name: client.entityName,
      first_name: client.firstName,
      last_name: client.lastName,
      preferred_name: client.preferredName,
      salutation: client.salutation,
      address_title: client.addressTitle,
    },
    format,
  );
}
