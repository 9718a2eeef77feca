// Files the upload tests send: real images made with sharp, and the smallest headers that identify
// an MP4 or a WebM video by their bytes.
import sharp from 'sharp';

/** A width × height JPEG carrying EXIF (a copyright and the camera), which the upload must strip. */
export const sampleJpeg = (width = 2000, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .withExif({ IFD0: { Copyright: 'Secret Studio', Make: 'Camera Co' } })
    .jpeg({ quality: 90 })
    .toBuffer();

export const samplePng = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: '#336699' } })
    .png()
    .toBuffer();

export const sampleGif = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa3300' } })
    .gif()
    .toBuffer();

export const sampleWebp = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#112233' } })
    .webp()
    .toBuffer();

/** An ISO BMFF `ftyp` box naming MP4 brands, then filler: recognised as video/mp4. */
export function sampleMp4(bytes = 64 * 1024): Buffer {
  const ftyp = Buffer.from([
    0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0x00, 0x00, 0x00, 0x00, 0x6d,
    0x70, 0x34, 0x32, 0x69, 0x73, 0x6f, 0x6d,
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(bytes - ftyp.length, 7)]);
}

/** An EBML header whose DocType is webm: recognised as video/webm. */
export function sampleWebm(bytes = 32 * 1024): Buffer {
  const header = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04,
    0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85,
    0x81, 0x02,
  ]);
  return Buffer.concat([header, Buffer.alloc(bytes - header.length, 0)]);
}
