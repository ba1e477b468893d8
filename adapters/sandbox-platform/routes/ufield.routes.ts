import { present } from '../../../domain/shared/present';
import { fieldDefinition } from '../data/assets/asset-choices';
import { DOCUMENT_TYPES } from '../data/messages/docnote-records';
import { notFound } from '../http/errors';
import { ok, type Reply, type SignedInContext } from '../http/reply';
import { signedIn, type Route } from '../http/route';

/**
 * User fields (spec 2 §7): ufield/{entity}/{field} describes a field, ufield/{entity}/{field}/choice
 * lists its codes. The client access level, and the type, supplier and custom nbr_under_advice fields
 * of the four asset entities; a field the platform does not have answers 404 (so does nbr_under_advice
 * when the firm has no under-advice feature).
 */

interface Field {
  label: string;
  type: 'choice' | 'bool';
  custom: boolean;
  choices: readonly { code: string; description: string }[];
}

const CLIENT_FIELDS: Record<string, Field> = {
  'entity/client_access_level': {
    label: 'Client access level',
    type: 'choice',
    custom: false,
    choices: [
      { code: '0', description: 'Not Assigned' },
      { code: '1', description: 'Client Portfolio' },
      { code: '2', description: 'Client Assets' },
      { code: '3', description: 'Client Messages' },
    ],
  },
  /** The document types of docnotes (spec 3 §3 "Document type"). */
  'docnote/doctype': { label: 'Document type', type: 'choice', custom: false, choices: DOCUMENT_TYPES },
};

function field(ctx: SignedInContext): Field {
  const entity = present(ctx.params.entity, 'the entity in the path');
  const name = present(ctx.params.field, 'the field in the path');
  const found =
    CLIENT_FIELDS[`${entity}/${name}`] ?? fieldDefinition(entity, name, ctx.state.settings.underAdviceField);
  if (!found) throw notFound(`user field ${entity}/${name}`);
  return found;
}

function describe(ctx: SignedInContext): Reply {
  const { label, type, custom } = field(ctx);
  return ok({ entity: ctx.params.entity, field: ctx.params.field, label, type, custom });
}

export const ufieldRoutes: Route[] = [
  signedIn('GET', 'ufield/:entity/:field', describe),
  signedIn('GET', 'ufield/:entity/:field/choice', (ctx) =>
    ok(field(ctx).choices.map((c) => ({ code: c.code, description: c.description }))),
  ),
];
