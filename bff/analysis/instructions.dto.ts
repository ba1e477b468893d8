import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsPositive } from 'class-validator';
import {
  INVESTMENT_INSTRUCTIONS_TEXT,
  NO_INVESTMENT_INSTRUCTIONS,
} from '../../domain/analysis/investment-instructions';

export class InstructionsQueryDto {
  @ApiProperty({ description: "One of the client's account ids (the tab is for a single account)." })
  @Type(() => Number)
  @IsInt()
  @IsPositive()
  account!: number;
}

export class TargetSetDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Balanced Growth model' }) description!: string;
}

export class TargetWeightDto {
  @ApiProperty() securityId!: number;
  @ApiProperty({ example: 'VWRL' }) code!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Percent; the weights add up to 100.', example: 40 }) weight!: number;
}

export class InvestmentInstructionsDto {
  @ApiProperty() accountId!: number;
  @ApiProperty() accountName!: string;
  @ApiProperty({ type: TargetSetDto, nullable: true, description: 'The first target set linked to the account.' })
  targetSet!: TargetSetDto | null;
  @ApiProperty({ nullable: true, type: String, enum: [INVESTMENT_INSTRUCTIONS_TEXT] }) text!: string | null;
  @ApiProperty({ type: [TargetWeightDto] }) securities!: TargetWeightDto[];
  @ApiProperty({ nullable: true, type: String, enum: [NO_INVESTMENT_INSTRUCTIONS] }) empty!: string | null;
}
