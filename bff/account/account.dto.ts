import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SELECT_VERIFICATION_METHOD_HINT } from '../../domain/auth/auth-messages';
import { PASSWORD_REQUIRED } from '../../domain/validation/change-password';
import { SECURITY_CODE_REQUIRED } from '../../domain/validation/security-code';

export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: PASSWORD_REQUIRED })
  @MaxLength(256)
  currentPassword!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: PASSWORD_REQUIRED })
  @MaxLength(256)
  newPassword!: string;
}

export class VerificationMethodDto {
  @ApiProperty({ enum: ['sms', 'email'] })
  @IsIn(['sms', 'email'], { message: SELECT_VERIFICATION_METHOD_HINT })
  method!: 'sms' | 'email';
}

export class VerificationCodeDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: SECURITY_CODE_REQUIRED })
  @MaxLength(12)
  code!: string;
}

export class VerificationMethodOptionDto {
  @ApiProperty({ enum: ['sms', 'email'] }) method!: string;
  @ApiProperty({ description: 'Masked phone number or email address.' }) target!: string;
}

export class VerificationDetailsDto {
  @ApiProperty({ nullable: true, type: String }) current!: string | null;
  @ApiProperty({ type: [VerificationMethodOptionDto] }) methods!: VerificationMethodOptionDto[];
}

export class MessageDto {
  @ApiProperty() message!: string;
}
