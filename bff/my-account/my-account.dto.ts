import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { SECURITY_QUESTIONS_SET } from '../../domain/auth/auth-messages';

/**
 * My Account pages (spec 3 §2 "Personal details", "Preferences", "Security questions", "Biometric
 * permission"; §3, §5, §6, §8). Mutations need the CSRF header.
 *   GET /api/my-account/personal-details    -> PersonalDetailsDto (client, or adviser with a client in context)
 *   GET /api/my-account/preferences         -> PreferencesDto (adviser: read-only)
 *   PUT /api/my-account/preferences         PreferencesBodyDto -> PreferencesDto (client only)
 *   GET /api/my-account/security-questions  -> SecurityQuestionSettingsDto (client only)
 *   PUT /api/my-account/security-questions  SecurityQuestionsBodyDto -> SecurityQuestionsResultDto (client only)
 *   GET /api/my-account/biometric           -> BiometricDto (client only)
 *   PUT /api/my-account/biometric           BiometricBodyDto -> BiometricDto (client only)
 */

export class DependentDto {
  @ApiProperty({ example: 'Oliver Hartley' }) name!: string;
  @ApiProperty({ nullable: true, type: String, description: 'YYYY-MM-DD' }) dob!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Son' }) relationship!: string | null;
}

export class AboutYouDto {
  @ApiProperty({ nullable: true, type: String }) title!: string | null;
  @ApiProperty({ nullable: true, type: String }) firstName!: string | null;
  @ApiProperty({ nullable: true, type: String }) middleName!: string | null;
  @ApiProperty({ nullable: true, type: String }) lastName!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'YYYY-MM-DD' }) dob!: string | null;
  @ApiProperty({ nullable: true, type: String }) countryOfBirth!: string | null;
  @ApiProperty({ nullable: true, type: String }) preferredEmail!: string | null;
  @ApiProperty({ nullable: true, type: Boolean }) ukDomiciled!: boolean | null;
  @ApiProperty({ nullable: true, type: String }) ukDomicileCountry!: string | null;
  @ApiProperty({ nullable: true, type: String }) maritalStatus!: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'How many dependents the platform holds.' }) dependents!:
    number | null;
  @ApiProperty({ type: [DependentDto] }) dependentList!: DependentDto[];
}

export class ContactDto {
  @ApiProperty({
    enum: ['home', 'work', 'mobile', 'email'],
    description: 'p1 home, p2 work, p3 mobile, m1 or m2 email.',
  })
  kind!: 'home' | 'work' | 'mobile' | 'email';
  @ApiProperty({ example: '+441483555012', description: 'Phones normalised by spec 3 §5; emails as stored.' })
  value!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'tel:+441483555012',
    description: 'tel: for a phone, mailto: for an email; null when the value is not a phone.',
  })
  href!: string | null;
  @ApiProperty() preferred!: boolean;
}

export class AddressDto {
  @ApiProperty({ type: [String], description: 'block, street name(s), suburb and state, blanks dropped.' })
  lines!: string[];
  @ApiProperty({ nullable: true, type: String }) postcode!: string | null;
  @ApiProperty({ nullable: true, type: String }) country!: string | null;
}

export class PersonalDetailsDto {
  @ApiProperty({ type: AboutYouDto }) aboutYou!: AboutYouDto;
  @ApiProperty({ type: [ContactDto] }) contacts!: ContactDto[];
  @ApiProperty({ type: AddressDto, nullable: true }) residentialAddress!: AddressDto | null;
  @ApiProperty({ type: AddressDto, nullable: true }) postalAddress!: AddressDto | null;
}

export class PreferencesDto {
  @ApiProperty() email!: boolean;
  @ApiProperty() mail!: boolean;
  @ApiProperty() sms!: boolean;
  @ApiProperty({ description: 'spec 3 §6: true for an adviser, who sees them with the boxes disabled.' })
  readOnly!: boolean;
}

export class PreferencesBodyDto {
  @ApiProperty() @IsBoolean() email!: boolean;
  @ApiProperty() @IsBoolean() mail!: boolean;
  @ApiProperty() @IsBoolean() sms!: boolean;
}

export class SecurityQuestionSettingsDto {
  @ApiProperty({
    type: [String],
    description: "The site content's questions, blanks dropped; 'Please select' and 'Other' are added by the page.",
  })
  options!: string[];
  @ApiProperty({
    example: 8,
    description:
      'spec 3 §5: 8 when the platform version is 22.8.234 or later (or 22.9.237 or earlier within 22.9), else 0.',
  })
  minAnswerLength!: number;
}

export class SecurityQuestionsBodyDto {
  @ApiProperty({ description: "One of the options, or 'Other'." }) @IsString() @MaxLength(1000) question1!: string;
  @ApiPropertyOptional({ description: "Required with 'Other'; at most 256 characters." })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  customQuestion1?: string;
  @ApiProperty() @IsString() @MaxLength(1000) answer1!: string;
  @ApiProperty() @IsString() @MaxLength(1000) question2!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) customQuestion2?: string;
  @ApiProperty() @IsString() @MaxLength(1000) answer2!: string;
}

export class SecurityQuestionsErrorsDto {
  @ApiPropertyOptional() question1?: string;
  @ApiPropertyOptional() customQuestion1?: string;
  @ApiPropertyOptional() answer1?: string;
  @ApiPropertyOptional() question2?: string;
  @ApiPropertyOptional() customQuestion2?: string;
  @ApiPropertyOptional() answer2?: string;
}

export class SecurityQuestionsResultDto {
  @ApiProperty({ description: 'The questions were set.' }) saved!: boolean;
  @ApiPropertyOptional({ example: SECURITY_QUESTIONS_SET }) message?: string;
  @ApiPropertyOptional({
    type: SecurityQuestionsErrorsDto,
    description: 'The spec 3 §5 texts of the fields that failed, when not saved.',
  })
  @Type(() => SecurityQuestionsErrorsDto)
  errors?: SecurityQuestionsErrorsDto;
}

export class BiometricDto {
  @ApiProperty({
    nullable: true,
    enum: ['1', '0'],
    description: "The stored choice: '1' allowed, '0' refused, null never chosen.",
  })
  stored!: '1' | '0' | null;
}

export class BiometricBodyDto {
  @ApiProperty({ description: 'Allow biometric login on this device.' }) @IsBoolean() allowed!: boolean;
}
