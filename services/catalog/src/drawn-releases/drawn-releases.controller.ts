import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { type CloseDrawInput, closeDrawInputSchema, idParamSchema } from '@atelier/contracts';
import { AdminOnly, BuyerOnly, CurrentBuyer, ZodValidationPipe } from '@atelier/platform';
import { productIdPipe } from '../likes/like-params.js';
import { DrawnReleasesService } from './drawn-releases.service.js';

const releaseIdPipe = new ZodValidationPipe(idParamSchema, 'drawn release id');
// Answers carry the server's clock and the entry count: never stored by any cache.
const NO_STORE = 'no-store';

@Controller('api')
export class DrawnReleasesController {
  constructor(private readonly releases: DrawnReleasesService) {}

  @Get('products/:id/draw')
  @Header('cache-control', NO_STORE)
  forProduct(@Param('id', productIdPipe) productId: number) {
    return this.releases.forProduct(productId);
  }

  @Get('drawn-releases/:id/draw')
  @Header('cache-control', NO_STORE)
  record(@Param('id', releaseIdPipe) releaseId: number) {
    return this.releases.record(releaseId);
  }

  @Get('drawn-releases/:id/entry')
  @BuyerOnly()
  @Header('cache-control', NO_STORE)
  myEntry(@Param('id', releaseIdPipe) releaseId: number, @CurrentBuyer() buyerId: string) {
    return this.releases.myEntry(releaseId, buyerId);
  }

  @Post('drawn-releases/:id/entries')
  @BuyerOnly()
  @Header('cache-control', NO_STORE)
  enter(@Param('id', releaseIdPipe) releaseId: number, @CurrentBuyer() buyerId: string) {
    return this.releases.enter(releaseId, buyerId);
  }

  @Get('drawn-releases/beacon')
  @AdminOnly()
  @Header('cache-control', NO_STORE)
  beaconStatus() {
    return this.releases.beaconStatus();
  }

  @Get('drawn-releases')
  @AdminOnly()
  list() {
    return this.releases.list();
  }

  @Get('drawn-releases/:id')
  @AdminOnly()
  detail(@Param('id', releaseIdPipe) releaseId: number) {
    return this.releases.detail(releaseId);
  }

  @Post('drawn-releases/:id/close')
  @AdminOnly()
  @HttpCode(200)
  closeNow(
    @Param('id', releaseIdPipe) releaseId: number,
    @Body(new ZodValidationPipe(closeDrawInputSchema)) input: CloseDrawInput,
  ) {
    return this.releases.closeNow(releaseId, input.reason);
  }
}
