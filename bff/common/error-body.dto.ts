import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { WRONG_CREDENTIALS } from '../../domain/auth/auth-messages';

/** Every error the API returns has this shape. */
export class ErrorBodyDto {
  @ApiProperty({ example: 401 })
  statusCode!: number;

  @ApiProperty({ example: 'invalid_credentials', description: 'Stable machine-readable code.' })
  code!: string;

  @ApiProperty({ example: WRONG_CREDENTIALS, description: 'Text to show the user.' })
  message!: string;

  @ApiPropertyOptional({ nullable: true, description: "The platform's api_message, when it sent one.", type: String })
  apiMessage!: string | null;

  @ApiPropertyOptional({ type: [String], description: 'Field messages of a rejected request body.' })
  errors?: string[];

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    example: '3f0c2a9e-5b1d-4c67-9a0e-2d7f4b8e1c55',
    description:
      'The id of this request, also sent as the X-Request-Id header: the portal logs the details of a failure under it.',
  })
  requestId!: string | null;
}
