import { ApiProperty } from '@nestjs/swagger';

/** The data of the `error` event of GET /api/assets/load. */
export class AssetsLoadErrorDto {
  @ApiProperty({ example: 'There was a problem retrieving one or more assets.' }) message!: string;
  @ApiProperty({ example: 'unavailable', description: "The failure's code: 'no_session' means the session has ended." }) code!: string;
}
