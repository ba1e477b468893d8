import { ApiProperty } from '@nestjs/swagger';
import {
  ADVISER_DETAILS_NOT_AVAILABLE,
  DEFAULT_ADVISER_DETAILS_HEADING,
  IMPORTANT_INFORMATION_HEADING,
} from '../../domain/contact/adviser-details';

/** The adviser details page (contact us), the home adviser block and the review completion (spec 3 §2, §3, §8). */

export class ContactLinkDto {
  @ApiProperty({ example: '+44 20 7946 0001' }) display!: string;
  @ApiProperty({ example: 'tel:+442079460001', description: 'A tel: or mailto: address.' }) href!: string;
}

export class AdviserCardDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Sarah Whitfield' }) name!: string;
  @ApiProperty({ nullable: true, type: String, example: 'Chartered Financial Planner' }) roleDescription!:
    string | null;
  @ApiProperty({ type: [String], description: 'The formatted address, one line each; empty when none.' })
  addressLines!: string[];
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'A show-on-map link (Google Maps search) for the address.',
  })
  mapUrl!: string | null;
  @ApiProperty({ type: [ContactLinkDto], description: 'Work phones only, as call links.' }) phones!: ContactLinkDto[];
  @ApiProperty({ nullable: true, type: ContactLinkDto, description: 'The work e-mail only.' })
  email!: ContactLinkDto | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '/api/adviser-details/advisers/9001/photo',
    description: "The portal's address of the photo; null shows the fallback icon.",
  })
  photoUrl!: string | null;
}

export class GeneralContactDto {
  @ApiProperty() name!: string;
  @ApiProperty({ nullable: true, type: String }) description!: string | null;
  @ApiProperty({ type: [String] }) addressLines!: string[];
  @ApiProperty({ nullable: true, type: String }) mapUrl!: string | null;
  @ApiProperty({ nullable: true, type: ContactLinkDto }) phone!: ContactLinkDto | null;
  @ApiProperty({ nullable: true, type: ContactLinkDto }) email!: ContactLinkDto | null;
  @ApiProperty({ nullable: true, type: String }) openingHours!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'An image path under /core/; null for the default icon.' })
  icon!: string | null;
}

export class PolicyLinkDto {
  @ApiProperty({ example: 'Privacy policy' }) label!: string;
  @ApiProperty({ example: '/privacy-policy', description: 'A path under /core/.' }) to!: string;
}

export class ImportantInformationDto {
  @ApiProperty({ example: IMPORTANT_INFORMATION_HEADING }) heading!: string;
  @ApiProperty({ type: [PolicyLinkDto], description: 'Complete text pages, then the site terms.' })
  links!: PolicyLinkDto[];
  @ApiProperty({ description: 'The copyright HTML as configured; the browser keeps only p, strong, a, em.' })
  copyrightHtml!: string;
}

export class AdviserDetailsDto {
  @ApiProperty({ enum: ['adviserDetails', 'generalContactDetails', 'both'] }) contactType!:
    'adviserDetails' | 'generalContactDetails' | 'both';
  @ApiProperty({ example: DEFAULT_ADVISER_DETAILS_HEADING }) heading!: string;
  @ApiProperty({ nullable: true, type: String }) introduction!: string | null;
  @ApiProperty({ nullable: true, type: GeneralContactDto, description: 'Shown for GeneralContactDetails or Both.' })
  general!: GeneralContactDto | null;
  @ApiProperty({ description: 'Whether the adviser part is shown (AdviserDetails or Both).' }) showAdvisers!: boolean;
  @ApiProperty({ type: [AdviserCardDto] }) advisers!: AdviserCardDto[];
  @ApiProperty({ nullable: true, type: String, example: ADVISER_DETAILS_NOT_AVAILABLE }) notAvailable!: string | null;
  @ApiProperty({ type: ImportantInformationDto }) importantInformation!: ImportantInformationDto;
}
