import { createReadStream } from 'node:fs';
import {
  BadRequestException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { UPLOAD_IMAGE_MAX_BYTES, type UploadResult } from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';
import { MEDIA_STORAGE, UPLOAD_SETTINGS, type UploadSettings } from '../media-tokens.js';
import type { MediaStorage } from '../storage/media-storage.js';
import { DeepZoomStore } from './deep-zoom-store.js';
import { renderDeepZoom } from './deep-zoom.js';
import { renderImageVariants } from './image-variants.js';
import { imageKey, mediaPath, newMediaId, videoKey } from './media-keys.js';
import { receiveUpload, type ReceivedUpload } from './receive-upload.js';

/** The spec's forms send the file as `image`; the story hero form as `file`. */
const FILE_FIELDS = new Set(['image', 'file']);

/**
 * POST /api/upload: one file per request, checked by its bytes, images re-encoded to WebP at every
 * srcset width, then stored. A bad file is a 4xx; a storage outage a 503; either way nothing is left
 * half-stored.
 */
@Injectable()
export class UploadsService {
  constructor(
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Inject(UPLOAD_SETTINGS) private readonly settings: UploadSettings,
    private readonly deepZoom: DeepZoomStore,
  ) {}

  private readonly logger = new Logger(UploadsService.name);

  async upload(req: FastifyRequest): Promise<UploadResult> {
    const received = await this.receive(req);
    if (received.mediaType === 'video') {
      try {
        return await this.storeVideo(received);
      } finally {
        await received.discard();
      }
    }
    const variants = await renderImageVariants(received.data, received.format);
    const id = newMediaId();
    const stored = variants.map((variant) => ({ key: imageKey(id, variant.width), data: variant.data }));
    await this.storeAll(
      stored.map(
        ({ key, data }) =>
          () =>
            this.storage.put(key, data, data.length, 'image/webp'),
      ),
      stored.map((s) => s.key),
    );
    await this.storeDeepZoom(
      id,
      received.data,
      stored.map((s) => s.key),
    );
    const url = mediaPath(imageKey(id, 960));
    return {
      url,
      imageUrl: url,
      mediaType: 'image',
      contentType: 'image/webp',
      bytes: stored.reduce((sum, s) => sum + s.data.length, 0),
      widths: variants.map((v) => v.width).sort((a, b) => a - b),
    };
  }

  private async receive(req: FastifyRequest): Promise<ReceivedUpload> {
    if (!req.isMultipart())
      throw new UnsupportedMediaTypeException('Send the file as multipart/form-data in the field "image"');
    try {
      const part = await req.file({
        limits: { files: 1, fields: 20, fieldSize: 64 * 1024, fileSize: this.settings.videoMaxBytes + 1 },
      });
      if (!part) throw new BadRequestException('No file: send one in the field "image"');
      if (!FILE_FIELDS.has(part.fieldname)) {
        part.file.resume();
        throw new BadRequestException(`Send the file in the field "image" (got "${part.fieldname}")`);
      }
      return await receiveUpload(part.file, {
        imageMaxBytes: UPLOAD_IMAGE_MAX_BYTES,
        videoMaxBytes: this.settings.videoMaxBytes,
      });
    } catch (error) {
      if (error instanceof HttpException) throw error;
      // The multipart parser's own refusals (a cut-off or malformed body, too many parts).
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 413) throw new HttpException((error as Error).message, 413);
      throw new BadRequestException(`The upload could not be read: ${(error as Error).message}`);
    }
  }

  private async storeVideo(video: Extract<ReceivedUpload, { mediaType: 'video' }>): Promise<UploadResult> {
    const key = videoKey(newMediaId(), video.format);
    await this.storeAll(
      [() => this.storage.put(key, createReadStream(video.path), video.bytes, video.contentType)],
      [key],
    );
    const url = mediaPath(key);
    return { url, imageUrl: url, mediaType: 'video', contentType: video.contentType, bytes: video.bytes };
  }

  /**
   * The image's Deep Zoom pyramid at the uploaded file's full resolution, stored after its
   * renditions; an upload whose pyramid cannot be stored is refused whole (its renditions removed).
   * One sharp cannot tile (it read the same file for the renditions) is logged, and the product
   * page's viewer falls back to the enlarged rendition.
   */
  private async storeDeepZoom(id: string, data: Buffer, renditionKeys: string[]) {
    const objects = await renderDeepZoom(id, data).catch((error: Error) => {
      this.logger.warn(`no deep zoom for upload ${id}: ${error.message}`);
      return null;
    });
    if (!objects) return;
    try {
      await this.deepZoom.store(objects);
    } catch (error) {
      this.logger.error(`media storage write failed: ${(error as Error).message}`);
      await this.storage.remove(renditionKeys).catch(() => undefined);
      throw new ServiceUnavailableException(
        'Media storage is unavailable; nothing was stored. Try again shortly.',
      );
    }
  }

  /** Stores every object or none: on a failure the ones already written are removed again. */
  private async storeAll(writes: Array<() => Promise<void>>, keys: string[]) {
    try {
      for (const write of writes) await write();
    } catch (error) {
      this.logger.error(`media storage write failed: ${(error as Error).message}`);
      await this.storage.remove(keys).catch(() => undefined);
      throw new ServiceUnavailableException(
        'Media storage is unavailable; nothing was stored. Try again shortly.',
      );
    }
  }
}
