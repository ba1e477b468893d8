import { validation } from './errors';

/**
 * The entity resources' wire forms (adapters/PLATFORM-API.md, "Entities"), as the public evidence shows
 * them (cl-xplan-api "Documentation/api/Protocol.md", "Documentation/Example.lisp").
 */

/** An entity read with its values nested under `fields`, beside its `id` and `entity_name`. */
export interface NestedEntity {
  id: number;
  entity_name: string;
  fields: Record<string, unknown>;
}

export const nestedEntity = (id: number, entityName: string, fields: object): NestedEntity => ({
  id,
  entity_name: entityName,
  fields: fields as Record<string, unknown>,
});

/**
 * The changed values of an entity write, which come wrapped in `fields` (`{"fields": {"comm_pref_sms": "1"}}`).
 * A body without that object (the values flat at the top level) is refused, as the platform refuses
 * parameters it does not take: nothing is changed.
 */
export function entityChanges(body: unknown): Record<string, unknown> {
  const fields =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>).fields
      : undefined;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    throw validation('fields is required: an object of the values to change, e.g. {"fields": {"comm_pref_sms": "1"}}');
  }
  return fields as Record<string, unknown>;
}
