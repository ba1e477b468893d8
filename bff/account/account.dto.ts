import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Please enter a password' })
  @MaxLength(256)
  currentPassword!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Please enter a password' })
  @MaxLength(256)
  newPassword!: string;
}

export class VerificationMethodDto {
  @ApiProperty({ enum: ['sms', 'email'] })
  @IsIn(['sms', 'email'], { message: 'Please select an additional verification method' })
  method!: 'sms' | 'email';
}

export class VerificationCodeDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Please enter the verification code sent to you' })
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
