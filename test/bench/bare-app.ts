import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

@Controller('bare')
class BareController {
  @Get()
  get(): { ok: true } {
    return { ok: true };
  }
}

@Module({ controllers: [BareController] })
class BareModule {}

/** The yardstick: a NestJS endpoint with nothing in front of it. */
export async function startBareApp(): Promise<{ app: NestExpressApplication; url: string }> {
  const app = await NestFactory.create<NestExpressApplication>(BareModule, { logger: false });
  await app.listen(0, '127.0.0.1');
  return { app, url: `${await app.getUrl()}/bare`.replace('[::1]', '127.0.0.1') };
}
