import { describe, expect, it } from 'vitest';
import { sniffImage } from '#server/http/upload';
import { GIF_1x1, JPEG_START, PNG_1x1 } from './images';

describe('image sniffing', () => {
  it('knows JPEG, PNG and GIF by their first bytes', () => {
    expect(sniffImage(PNG_1x1)).toBe('image/png');
    expect(sniffImage(GIF_1x1)).toBe('image/gif');
    expect(sniffImage(JPEG_START)).toBe('image/jpeg');
  });

  it('knows nothing else, however short or long', () => {
    expect(sniffImage(Buffer.from(''))).toBeUndefined();
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(sniffImage(Buffer.from('GIF90a...'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toBeUndefined();
  });
});
