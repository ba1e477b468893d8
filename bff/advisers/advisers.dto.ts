import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsISO8601, IsOptional, IsPositive, IsString, Matches, MaxLength } from 'class-validator';
import { SiteAccessLevel } from '../../domain/access/access-level';
import { CLIENT_SORTS } from '../../application/clients/search-clients.use-case';
// The search form's own patterns (spec 1 §5 "Client search"), so the browser and the API agree.
import {
  CLIENT_NAME_PATTERN as NAME_PATTERN,
  INVALID_CLIENT_NAME,
  INVALID_DATE_FORMAT_PREFIX,
  INVALID_POSTCODE,
  POSTCODE_PATTERN,
} from '../../domain/validation/client-search';

export class ClientSearchQueryDto {
  @ApiPropertyOptional({ description: 'Client name (start of first, last or entity name).' })
  @IsOptional()
  @IsString()
  @Matches(NAME_PATTERN, { message: INVALID_CLIENT_NAME })
  name?: string;

  @ApiPropertyOptional({ description: 'Date of birth, YYYY-MM-DD.' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: `${INVALID_DATE_FORMAT_PREFIX}YYYY-MM-DD` })
  dob?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Matches(POSTCODE_PATTERN, { message: INVALID_POSTCODE })
  @MaxLength(20)
  postcode?: string;

  @ApiPropertyOptional({ enum: CLIENT_SORTS, default: 'entity_name' })
  @IsOptional()
  @IsIn(CLIENT_SORTS)
  sort?: string;

  @ApiPropertyOptional({ description: "The previous page's nextBookmark." })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  bookmark?: string;
}

export class ClientRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() entityName!: string;
  @ApiProperty({ nullable: true, type: String }) preferredEmail!: string | null;
  @ApiProperty({ nullable: true, type: String }) dob!: string | null;
  @ApiProperty({ nullable: true, type: String }) preferredPostcode!: string | null;
  @ApiProperty({ nullable: true, enum: SiteAccessLevel }) siteAccessLevel!: SiteAccessLevel | null;
  @ApiProperty({ description: 'False for a client with no portal user: shown as No client access.' })
  hasClientAccess!: boolean;
  @ApiProperty() isPreviewMode!: boolean;
  @ApiProperty({ nullable: true, type: Number }) userId!: number | null;
  @ApiProperty() bookmark!: string;
}

export class ClientPageDto {
  @ApiProperty({ type: [ClientRowDto] }) rows!: ClientRowDto[];
  @ApiProperty() hasMore!: boolean;
  @ApiProperty({ nullable: true, type: String }) nextBookmark!: string | null;
  @ApiProperty() sort!: string;
  @ApiProperty({ description: "'Showing all clients…' or 'Showing the first N clients…'" }) caption!: string;
}

export class PortalViewDto {
  @ApiProperty({ enum: [SiteAccessLevel.Portfolio, SiteAccessLevel.Assets, SiteAccessLevel.Messages] })
  view!: SiteAccessLevel;
  @ApiProperty() label!: string;
  @ApiProperty({ description: 'The client_access_level code this view stands for.' }) clientAccessLevel!: number;
}

export class ChooseClientDto {
  // A JSON number only: true or "10001" are refused, never converted.
  @ApiProperty({ type: 'integer' })
  @IsInt({ message: 'clientId must be a whole number' })
  @IsPositive()
  clientId!: number;

  @ApiPropertyOptional({
    enum: [SiteAccessLevel.Portfolio, SiteAccessLevel.Assets, SiteAccessLevel.Messages],
    description: "Portal view to see; a view other than the client's own is preview mode.",
  })
  @IsOptional()
  @IsIn([SiteAccessLevel.Portfolio, SiteAccessLevel.Assets, SiteAccessLevel.Messages])
  portalView?: SiteAccessLevel;
}
