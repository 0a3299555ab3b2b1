import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [-5, '0 Bytes'],
    [512, '512 Bytes'],
    [1023, '1.023 Bytes'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [10_485_760, '10 MB'],
    [1_234_567, '1,18 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [5 * 1024 ** 4, '5.120 GB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
