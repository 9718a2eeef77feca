import { Controller, Post, Req } from '@nestjs/common';
import { AcceptsContentTypes, AdminOnly } from '@atelier/platform';
import type { FastifyRequest } from 'fastify';
import { UploadsService } from './uploads.service.js';

@Controller('api/upload')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @AdminOnly()
  @AcceptsContentTypes('multipart/form-data')
  upload(@Req() req: FastifyRequest) {
    return this.uploads.upload(req);
  }
}
