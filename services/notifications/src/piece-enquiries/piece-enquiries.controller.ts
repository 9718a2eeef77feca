import { Body, Controller, Get, HttpCode, NotFoundException, Param, Patch, Post } from '@nestjs/common';
import { idParamSchema, type PieceEnquiryRequest, pieceEnquiryInputSchema } from '@atelier/contracts';
import { AdminOnly, ZodValidationPipe } from '@atelier/platform';
import { PieceEnquiries } from './piece-enquiries.service.js';

const productIdPipe = new ZodValidationPipe(idParamSchema, 'product id');

/** 'Ask about this piece': the public form posts here; the admin lists and marks them read. */
@Controller('api')
export class PieceEnquiriesController {
  constructor(private readonly enquiries: PieceEnquiries) {}

  @Post('products/:id/enquiries')
  @HttpCode(201)
  ask(
    @Param('id', productIdPipe) productId: number,
    @Body(new ZodValidationPipe(pieceEnquiryInputSchema)) request: PieceEnquiryRequest,
  ) {
    return this.enquiries.ask(productId, request);
  }

  @Get('piece-enquiries')
  @AdminOnly()
  list() {
    return this.enquiries.list();
  }

  @Patch('piece-enquiries/:id/mark-read')
  @AdminOnly()
  async markRead(@Param('id', new ZodValidationPipe(idParamSchema, 'piece enquiry id')) id: number) {
    const enquiry = await this.enquiries.markRead(id);
    if (!enquiry) throw new NotFoundException('Piece enquiry not found');
    return enquiry;
  }
}
