/**
 * Entity reads and writes on the wire (adapters/PLATFORM-API.md, "Entities").
 *
 * A read may nest the entity's values under `fields` beside its `id` and `entity_name`
 * (`{"fields": {"first_name": "Kieran"}, "id": 30590, "entity_name": "Grant, Kieran"}`), or carry
 * them at the top level. The public evidence shows both: user-v2 nested in its 2018 batch example,
 * client-v3 flat there and nested in its 2023 example (cl-xplan-api "Documentation/api/Batched
 * Requests.md", "Documentation/Example.lisp"). Every entity read goes through entityValues, which
 * takes either shape.
 *
 * A write wraps the changed values in `fields` (`PATCH entity/client-v3/{id}` with
 * `{"fields": {"external_id": "abc123"}}`: cl-xplan-api "Documentation/api/Protocol.md"), as do the
 * entity's list items ("src/api/entity/client/@dynamic.lisp").
 */

type Row = Record<string, unknown>;

const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An entity read as one flat record: the values under `fields` (when it is an object) over what sits
 * beside it (`id`, `entity_name`); a flat read as it is. Anything that is not an object is an empty record.
 */
export function entityValues(data: unknown): Row {
  if (!isObject(data)) return {};
  const { fields, ...rest } = data;
  return isObject(fields) ? { ...rest, ...fields } : data;
}

/** A list of entities (or rows of an entity list), each read as entityValues reads one; anything else is no rows. */
export function entityRows(data: unknown): Row[] {
  return Array.isArray(data) ? data.map(entityValues) : [];
}

/** The body of an entity write: the changed values wrapped in `fields`. */
export function entityWrite<T extends object>(changes: T): { fields: T } {
  return { fields: changes };
}
