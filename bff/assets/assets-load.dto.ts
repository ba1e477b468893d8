import { ApiProperty } from '@nestjs/swagger';
import { ASSET_LOAD_PROBLEM } from '../../domain/assets/asset-display-texts';

/** The data of the `error` event of GET /api/assets/load. */
export class AssetsLoadErrorDto {
  @ApiProperty({ example: ASSET_LOAD_PROBLEM }) message!: string;
  @ApiProperty({ example: 'unavailable', description: "The failure's code: 'no_session' means the session has ended." })
  code!: string;
}
