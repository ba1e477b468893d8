import { ApiProperty } from '@nestjs/swagger';

export class ClientSummaryDto {
  @ApiProperty() entityId!: number;
  @ApiProperty() displayName!: string;
  @ApiProperty({ nullable: true, type: String }) firstName!: string | null;
  @ApiProperty({ nullable: true, type: String }) lastName!: string | null;
  @ApiProperty({ nullable: true, type: String }) preferredName!: string | null;
  @ApiProperty({ nullable: true, type: String }) dob!: string | null;
  @ApiProperty({ nullable: true, type: Number }) partnerEntityId!: number | null;
  @ApiProperty() preferredCurrency!: string;
  @ApiProperty() entityType!: string;
  @ApiProperty({ nullable: true, type: String }) preferredEmail!: string | null;
  @ApiProperty({ nullable: true, type: String }) preferredPostcode!: string | null;
}

export class CapabilitiesDto {
  @ApiProperty() view_portfolio!: boolean;
  @ApiProperty() view_partner!: boolean;
  @ApiProperty() view_marketdata!: boolean;
  @ApiProperty() live_marketdata_access!: boolean;
  @ApiProperty() modelling_by_target_sets!: boolean;
}

export class NotificationConfigDto {
  @ApiProperty() clientId!: number;
  @ApiProperty({ nullable: true, type: String }) reviewStatus!: string | null;
  @ApiProperty({ nullable: true, type: String }) partnerReviewStatus!: string | null;
  @ApiProperty({ nullable: true, type: String }) factFindStatus!: string | null;
  @ApiProperty({ nullable: true, type: String }) partnerFactFindStatus!: string | null;
  @ApiProperty({ nullable: true, type: String }) roboJourneyType!: string | null;
  @ApiProperty() roboJourneyStatus!: string;
  @ApiProperty({ description: 'Prompts apply only to a client user with no client in context.' })
  promptsEnabled!: boolean;
}
