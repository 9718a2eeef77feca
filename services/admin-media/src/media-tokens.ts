/** Nest injection tokens for the service's ports and settings (interfaces have no runtime class). */
export const MEDIA_STORAGE = Symbol('MediaStorage');
export const UPLOAD_SETTINGS = Symbol('UploadSettings');

export interface UploadSettings {
  /** Largest video upload in bytes (images have the contracts' fixed 10 MB). */
  videoMaxBytes: number;
}
