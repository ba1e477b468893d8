export const PortalConfigToken = Symbol('PortalConfig');
