import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SiteAccessLevel } from '../../domain/access/access-level';
import { SignInViewDto } from '../auth/auth.dto';

export class RelatedEntityDto {
  @ApiProperty() memberId!: number;
  @ApiProperty() entityName!: string;
}

export class PortalUserDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty({ nullable: true, type: Number }) entityId!: number | null;
  @ApiProperty() displayName!: string;
  @ApiProperty({ enum: ['ClientUser', 'User'] }) role!: 'ClientUser' | 'User';
  @ApiProperty() locale!: string;
  @ApiProperty() preferredCurrency!: string;
  @ApiProperty() userTimezone!: string;
  @ApiProperty({ nullable: true, type: String }) lastLogin!: string | null;
  @ApiProperty({ type: [String] }) tfaMethods!: string[];
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'NotAssigned 0, ClientPortfolio 1, ClientAssets 2, ClientMessages 3',
  })
  clientAccessLevel!: number | null;
  @ApiProperty({ nullable: true, enum: SiteAccessLevel }) siteAccessLevel!: SiteAccessLevel | null;
  @ApiProperty() loginProfileId!: number;
  @ApiProperty({ type: [RelatedEntityDto] }) relatedEntities!: RelatedEntityDto[];
  @ApiProperty({ nullable: true, type: String }) partnerDisplayName!: string | null;
  @ApiProperty({ nullable: true, type: Number, description: "Clients only: the login-accessible partner's entity." })
  partnerEntityId!: number | null;
}

export class ClientInContextDto {
  @ApiProperty() entityId!: number;
  @ApiProperty() displayName!: string;
  @ApiProperty({ nullable: true, type: Number }) clientAccessLevel!: number | null;
  @ApiProperty({ enum: SiteAccessLevel }) siteAccessLevel!: SiteAccessLevel;
  @ApiProperty() isPreviewMode!: boolean;
  @ApiProperty({ nullable: true, type: Number, description: "The client's partner." }) partnerEntityId!: number | null;
}

export class SessionTimeoutDto {
  @ApiProperty({ description: 'Inactivity before sign-out, in milliseconds.' }) timeoutMs!: number;
  @ApiProperty({ description: 'Inactivity before the warning modal, in milliseconds.' }) warningMs!: number;
}

export class SessionViewDto {
  @ApiProperty({ type: PortalUserDto }) user!: PortalUserDto;
  @ApiProperty({ type: ClientInContextDto, nullable: true }) clientInContext!: ClientInContextDto | null;
  @ApiProperty({
    nullable: true,
    enum: SiteAccessLevel,
    description: "The level pages are gated by: the client's own, or the client in context's for an adviser.",
  })
  siteAccessLevel!: SiteAccessLevel | null;
  @ApiProperty({ type: SessionTimeoutDto }) timeout!: SessionTimeoutDto;
  @ApiProperty() csrfToken!: string;
}

export class SignInResponseDto {
  @ApiProperty({ type: SignInViewDto }) login!: SignInViewDto;
  @ApiPropertyOptional({
    type: SessionViewDto,
    nullable: true,
    description: 'Present once the status is LoginSuccess.',
  })
  session!: SessionViewDto | null;
  @ApiProperty({ description: 'The anti-forgery token for the (possibly renewed) session.' }) csrfToken!: string;
}
