import { type DynamicModule, Module } from '@nestjs/common';
import { HealthController, READINESS_CHECKS, type ReadinessCheck } from '@atelier/platform';
import { AdminMediaDatabase } from './database/admin-media-database.js';
import { HomeHeroMediaController, StoryHeroMediaController } from './hero-media/hero-media.controllers.js';
import { HeroMediaRepository } from './hero-media/hero-media.repository.js';
import { MEDIA_STORAGE, UPLOAD_SETTINGS, type UploadSettings } from './media-tokens.js';
import type { MediaStorage } from './storage/media-storage.js';
import { MediaFilesController } from './uploads/media-files.controller.js';
import { MediaFilesService } from './uploads/media-files.service.js';
import { DeepZoomStore } from './uploads/deep-zoom-store.js';
import { UploadsController } from './uploads/uploads.controller.js';
import { UploadsService } from './uploads/uploads.service.js';

@Module({})
export class AdminMediaModule {
  static forRoot(deps: {
    database: AdminMediaDatabase;
    storage: MediaStorage;
    uploads: UploadSettings;
    readinessChecks: ReadinessCheck[];
  }): DynamicModule {
    return {
      module: AdminMediaModule,
      controllers: [
        HealthController,
        UploadsController,
        MediaFilesController,
        HomeHeroMediaController,
        StoryHeroMediaController,
      ],
      providers: [
        { provide: AdminMediaDatabase, useValue: deps.database },
        { provide: MEDIA_STORAGE, useValue: deps.storage },
        { provide: UPLOAD_SETTINGS, useValue: deps.uploads },
        { provide: READINESS_CHECKS, useValue: deps.readinessChecks },
        HeroMediaRepository,
        UploadsService,
        MediaFilesService,
        DeepZoomStore,
      ],
    };
  }
}
