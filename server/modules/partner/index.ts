/**
 * The partner module's public entry (docs/decisions/171-server-in-vertical-modules.md): what other
 * modules and the composition root may use of it. Everything else in this folder is its own.
 */
export { PartnerService } from './partner-service';
export type { PartnerOrderView } from './partner-service';
export type { PartnerOrderLineRecord } from './partner-repository';
