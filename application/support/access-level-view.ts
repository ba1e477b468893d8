import { ClientAccessLevel } from '../../domain/access/access-level';

/** A client access level as support staff read it: the platform's code and its name. */
export interface AccessLevelView {
  code: ClientAccessLevel;
  name: string;
}

export function accessLevelView(level: ClientAccessLevel | null): AccessLevelView | null {
  return level === null ? null : { code: level, name: ClientAccessLevel[level] };
}
