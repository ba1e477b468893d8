import type { ClientRecord } from '../data/records';
import { dateValue } from '../http/wire';

/** entity/client-v4/{id} and entity/client/?user_id: the fields of ClientSummary. */
export function clientSummaryView(c: ClientRecord) {
  return {
    entity_id: c.entityId,
    first_name: c.firstName,
    last_name: c.lastName,
    preferred_name: c.preferredName,
    salutation: c.salutation,
    address_title: c.addressTitle,
    dob: dateValue(c.dob),
    partner_entity_id: c.partnerEntityId,
    preferred_currency: c.preferredCurrency,
    entity_type: c.entityType,
    entity_name: c.entityName,
    user_timezone: c.userTimezone,
    preferred_email: c.preferredEmail,
    preferred_postcode: c.preferredPostcode,
    external_id: c.externalId,
    last_login_datetime: c.lastLoginDatetime,
    client_access_level: c.clientAccessLevel,
    user_id: c.userId,
    xpt_review_status: c.xptReviewStatus,
    factfind_status: c.factfindStatus,
    robo_journey_type: c.roboJourneyType,
    robo_journey_status: c.roboJourneyStatus,
    client_adviser: c.adviserEntityId,
  };
}

/** One row of the adviser's client list (entity/client-v3/). */
export function clientListRowView(c: ClientRecord, bookmark: string) {
  return {
    id: c.entityId,
    entity_name: c.entityName,
    first_name: c.firstName,
    last_name: c.lastName,
    preferred_email: c.preferredEmail,
    dob: dateValue(c.dob),
    preferred_postcode: c.preferredPostcode,
    client_access_level: c.clientAccessLevel,
    user_id: c.userId,
    bookmark,
  };
}
