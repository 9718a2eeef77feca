import { Controller, Get, Headers, NotFoundException, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { MediaFilesService } from './media-files.service.js';

/**
 * GET /uploads/:key, public: the stored media, which the gateway serves under the same path. Each
 * key is written once and never changes, so the answer may be cached for a year (immutable).
 */
@Controller('uploads')
export class MediaFilesController {
  constructor(private readonly files: MediaFilesService) {}

  @Get(':key')
  async get(
    @Param('key') key: string,
    @Headers('range') range: string | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    const answer = await this.files.answer(key, range, ifNoneMatch);
    if (!answer) throw new NotFoundException(`No uploaded file ${key}`);
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  }

  /** An image's Deep Zoom tile: `<id>_files/<level>/<x>_<y>.webp`. */
  @Get(':folder/:level/:tile')
  getTile(
    @Param('folder') folder: string,
    @Param('level') level: string,
    @Param('tile') tile: string,
    @Headers('range') range: string | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    return this.get(`${folder}/${level}/${tile}`, range, ifNoneMatch, reply);
  }
}
