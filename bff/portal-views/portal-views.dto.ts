import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

/** The client's view-as log ('Who has viewed my portal'). */

export class PortalViewsQueryDto {
  @ApiPropertyOptional({
    example: '1764000000000-0',
    description: "The previous page's `next`: entries older than it.",
  })
  @IsOptional()
  @Matches(/^\d{1,15}-\d{1,10}$/)
  before?: string;
}

export class PortalViewEntryDto {
  @ApiProperty({ example: '1764000000000-0' }) id!: string;
  @ApiProperty({ description: 'ISO date-time.' }) at!: string;
  @ApiProperty({ example: 'Sarah Whitfield', description: 'The adviser.' }) adviserName!: string;
  @ApiProperty({ description: "The adviser's user id." }) adviserUserId!: number;
  @ApiProperty({ enum: ['opened', 'read', 'downloaded'] }) action!: 'opened' | 'read' | 'downloaded';
  @ApiProperty({ example: 'Read "Annual review pack"' }) what!: string;
  @ApiProperty({ description: 'The adviser was in preview mode.' }) previewMode!: boolean;
}

export class PortalViewPageDto {
  @ApiProperty({ type: [PortalViewEntryDto], description: 'Newest first, 20 a page.' }) entries!: PortalViewEntryDto[];
  @ApiProperty({ nullable: true, type: String, description: 'The cursor of the next (older) page; null at the end.' })
  next!: string | null;
}
