/** spec 1 §2.9: the client's display name in the adviser list and the 'Viewing ...' link. */

/** spec 1 §2.9: the fields a name format may join. */
export const NAME_FORMAT_FIELDS = ['address_title', 'first_name', 'last_name', 'preferred_name', 'salutation'] as const;
export type NameFormatField = (typeof NAME_FORMAT_FIELDS)[number];
/** Not given by the spec: the format used when none is configured. */
export const DEFAULT_NAME_FORMAT = 'first_name last_name';
/** spec 1 §3: the entity type of a person. */
export const INDIVIDUAL_ENTITY_TYPE = 'Individual';

export interface ClientNameFields {
  entity_type?: string | null;
  entity_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  preferred_name?: string | null;
  salutation?: string | null;
  address_title?: string | null;
}

const FIELD_PATTERN = new RegExp(NAME_FORMAT_FIELDS.join('|'), 'g');
const clean = (v: string | null | undefined): string => (v ?? '').trim();

/**
 * Individuals: the non-empty values of the fields named in the format, in its order, joined by a
 * space; with no field of the format matched (or all empty) the first name. Other entity types,
 * or an individual with no name at all, show entity_name.
 */
export function clientDisplayName(client: ClientNameFields, format: string = DEFAULT_NAME_FORMAT): string {
  const type = clean(client.entity_type).toLowerCase();
  if (type !== '' && type !== INDIVIDUAL_ENTITY_TYPE.toLowerCase()) return clean(client.entity_name);
  const fields = (format.match(FIELD_PATTERN) ?? []) as NameFormatField[];
  const joined = fields
    .map((f) => clean(client[f]))
    .filter((v) => v !== '')
    .join(' ');
  return joined || clean(client.first_name) || clean(client.entity_name);
}
