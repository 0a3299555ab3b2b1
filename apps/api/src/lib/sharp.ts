import type { Sharp, SharpOptions } from 'sharp';

type SharpFactory = (input?: Buffer | SharpOptions, options?: SharpOptions) => Sharp;
let loading: Promise<SharpFactory> | undefined;

/**
 * sharp (libvips), loaded on first use: an upload, a share image, a demo seed without the build's
 * template. A server that only answers the catalogue never maps the image library into memory, and
 * starts that much sooner. Its operation cache is off: every image is worked on once.
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp as SharpFactory;
  });
  return loading;
}
