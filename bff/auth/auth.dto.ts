import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsArray,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsString,
  Length,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { LoginStatus } from '../../domain/auth/login-status';
import { PASSWORD_REQUIRED } from '../../domain/validation/change-password';
import {
  ANSWER_REQUIRED,
  NEW_PASSWORD_REQUIRED,
  RESET_CODE_REQUIRED,
  USERNAME_REQUIRED,
} from '../../domain/validation/forgot-password';
import { DOB_REQUIRED, EMAIL_REQUIRED } from '../../domain/validation/forgot-username';
import { LOGIN_PASSWORD_REQUIRED, LOGIN_USERNAME_REQUIRED } from '../../domain/validation/login-form';
import { SECURITY_CODE_REQUIRED } from '../../domain/validation/security-code';
import {
  ANSWER_TOO_LONG,
  QUESTION_TOO_LONG,
  SECURITY_ANSWER_REQUIRED,
  SECURITY_QUESTION_REQUIRED,
} from '../../domain/validation/security-questions';

export class LoginDto {
  @ApiProperty({
    enum: ['client', 'adviser'],
    description: "The login tab: a client's username gets '@client' added when missing.",
  })
  @IsIn(['client', 'adviser'])
  tab!: 'client' | 'adviser';

  @ApiProperty({ example: 'amelia' })
  @IsString()
  @IsNotEmpty({ message: LOGIN_USERNAME_REQUIRED })
  @MaxLength(256)
  username!: string;

  @ApiProperty({ example: 'Demo-Passw0rd' })
  @IsString()
  @IsNotEmpty({ message: LOGIN_PASSWORD_REQUIRED })
  @MaxLength(256)
  password!: string;
}

export class MemorableCharactersDto {
  @ApiProperty({
    type: [String],
    example: ['e', 'l', 'h'],
    description: 'One character for each position asked, in order.',
  })
  @IsArray()
  @ArrayMinSize(3)
  @ArrayMaxSize(3)
  @IsString({ each: true })
  @Length(1, 1, { each: true, message: 'Each memorable character must be a single character' })
  characters!: string[];
}

export class CodeDto {
  @ApiProperty({ example: '123456' })
  @IsString()
  @IsNotEmpty({ message: SECURITY_CODE_REQUIRED })
  @MaxLength(12)
  code!: string;
}

export class EnrolmentMethodDto {
  @ApiProperty({ enum: ['sms', 'email'] })
  @IsIn(['sms', 'email'])
  method!: 'sms' | 'email';
}

export class NewPasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: PASSWORD_REQUIRED })
  @MaxLength(256)
  newPassword!: string;
}

export class SiteTermsDto {
  @ApiProperty({ example: true, description: 'Must be true: the user accepts the login disclaimer.' })
  @Equals(true, { message: 'The terms must be accepted to continue' })
  accepted!: boolean;
}

export class SecurityQuestionDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: SECURITY_QUESTION_REQUIRED })
  @MaxLength(256, { message: QUESTION_TOO_LONG })
  question!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: SECURITY_ANSWER_REQUIRED })
  @MaxLength(256, { message: ANSWER_TOO_LONG })
  answer!: string;
}

export class SecurityQuestionsDto {
  @ApiProperty({ type: [SecurityQuestionDto] })
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(2)
  @ValidateNested({ each: true })
  @Type(() => SecurityQuestionDto)
  questions!: SecurityQuestionDto[];
}

export class SecurityAnswerMinimumDto {
  @ApiProperty({
    example: 8,
    description:
      'spec 3 §5: 8 when the platform version is 22.8.234 or later (or 22.9.237 or earlier within 22.9), else 0.',
  })
  minAnswerLength!: number;
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'amelia' })
  @IsString()
  @IsNotEmpty({ message: USERNAME_REQUIRED })
  @MaxLength(256)
  username!: string;
}

export class ResetCodeDto extends ForgotPasswordDto {
  @ApiProperty({ example: '123456' })
  @IsString()
  @IsNotEmpty({ message: RESET_CODE_REQUIRED })
  @MaxLength(32)
  resetCode!: string;
}

export class ResetPasswordDto extends ResetCodeDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: NEW_PASSWORD_REQUIRED })
  @MaxLength(256)
  newPassword!: string;

  @ApiPropertyOptional({ type: [String], description: 'The two security answers, when the account has questions set.' })
  @IsArray()
  @ArrayMaxSize(2)
  @IsString({ each: true })
  @IsNotEmpty({ each: true, message: ANSWER_REQUIRED })
  answers: string[] = [];
}

export class ForgotUsernameDto {
  @ApiProperty({ example: 'amelia@example.com' })
  @IsString()
  @IsNotEmpty({ message: EMAIL_REQUIRED })
  @MaxLength(256)
  email!: string;

  @ApiProperty({ example: '1980-04-12', description: 'Date of birth as YYYY-MM-DD.' })
  @IsISO8601({ strict: true }, { message: DOB_REQUIRED })
  dob!: string;
}

export class SignInViewDto {
  @ApiProperty({ enum: LoginStatus })
  status!: LoginStatus;
  @ApiProperty({ nullable: true, type: String })
  message!: string | null;
  @ApiProperty({ nullable: true, enum: ['info', 'error'] })
  messageKind!: 'info' | 'error' | null;
  @ApiProperty({
    nullable: true,
    type: [Number],
    description: 'MemorableCharactersRequired: 1-based positions asked for.',
  })
  positions!: number[] | null;
  @ApiProperty({ nullable: true, type: String })
  hint!: string | null;
  @ApiProperty({ nullable: true, type: [String], description: 'MfaEnrolmentLinkDevice: methods to choose from.' })
  methods!: string[] | null;
  @ApiProperty({ nullable: true, type: String, description: 'Masked phone or email the code went to.' })
  codeSentTo!: string | null;
  @ApiProperty({ nullable: true, type: String })
  method!: string | null;
  @ApiProperty({ description: 'The account uses two-factor verification.' })
  twoFactor!: boolean;
}

export class CsrfTokenDto {
  @ApiProperty({ description: 'Send it back in the X-CSRF-Token header of every POST, PUT, PATCH and DELETE.' })
  csrfToken!: string;
}

export class QuestionsDto {
  @ApiProperty()
  questionsAvailable!: boolean;
  @ApiProperty({ type: [String] })
  questions!: string[];
}
