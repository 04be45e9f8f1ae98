import {
  base64FromBytes,
  bytesFromBase64,
  detectFileType,
  MAX_CONTRACT_FILE_BYTES,
  uploadProblem,
} from './contract-file';

describe('contract files', () => {
  it('round-trips bytes through base64', () => {
    const bytes = Uint8Array.from([0, 1, 2, 250, 255, 37, 80]);
    expect(bytesFromBase64(base64FromBytes(bytes))).toEqual(bytes);
  });

  it('names a downloaded file by its first bytes', () => {
    expect(detectFileType(new TextEncoder().encode('%PDF-1.4'))).toEqual({
      type: 'application/pdf',
      extension: 'pdf',
    });
    expect(detectFileType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])).extension).toBe('jpg');
    expect(detectFileType(new TextEncoder().encode('قرارداد')).extension).toBe('txt');
  });

  it('takes only PDF, PNG or JPEG files of at most 5 MB', () => {
    expect(uploadProblem({ type: 'application/pdf', size: 1000 })).toBeNull();
    expect(uploadProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(uploadProblem({ type: 'image/png', size: MAX_CONTRACT_FILE_BYTES + 1 })).toBe('size');
    expect(uploadProblem({ type: 'image/png', size: 0 })).toBe('size');
  });
});
