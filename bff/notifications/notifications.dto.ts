import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum } from 'class-validator';
import { NotificationType } from '../../domain/session/notification-prompts';

export class SpeakToAdviserDto {
  @ApiProperty({ enum: NotificationType, description: 'The prompt the client answered.' })
  @IsEnum(NotificationType, { message: 'type must be one of review, factFind, roboAdvice, automatedPersonalAdvice' })
  type!: NotificationType;
}

export class SpeakToAdviserResultDto {
  @ApiProperty({ enum: NotificationType }) type!: NotificationType;
  @ApiProperty({ description: 'The status now stored on the client record.' }) status!: string;
  @ApiProperty({ description: 'What the client is told (spec 1 §4.5).' }) message!: string;
  @ApiPropertyOptional({
    nullable: true,
    type: Boolean,
    description:
      "Fact-find only: whether the adviser's notification e-mail went (null when no template is configured).",
  })
  notified?: boolean | null;
}
