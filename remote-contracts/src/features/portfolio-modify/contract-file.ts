// Contract files on the wire are base64: a signed file to upload is checked first (PDF, PNG or
// JPEG of at most 5 MB, as the server checks), and a downloaded one gets its type from its
// first bytes (the electronically signed contract is UTF-8 text).
export const MAX_CONTRACT_FILE_BYTES = 5 * 1024 * 1024;
export const CONTRACT_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type ContractFileType = (typeof CONTRACT_FILE_TYPES)[number];

const SIGNATURES: readonly [string, number[], string][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46], 'pdf'],
  ['image/png', [0x89, 0x50, 0x4e, 0x47], 'png'],
  ['image/jpeg', [0xff, 0xd8, 0xff], 'jpg'],
];

export function bytesFromBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function base64FromBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function detectFileType(bytes: Uint8Array): { type: string; extension: string } {
  const found = SIGNATURES.find(([, signature]) => signature.every((b, i) => bytes[i] === b));
  return found
    ? { type: found[0], extension: found[2] }
    : { type: 'text/plain;charset=utf-8', extension: 'txt' };
}

export type FileProblem = 'type' | 'size';

export function uploadProblem(file: { type: string; size: number }): FileProblem | null {
  if (!(CONTRACT_FILE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0 || file.size > MAX_CONTRACT_FILE_BYTES) return 'size';
  return null;
}

export async function readAsBase64(file: Blob): Promise<string> {
  return base64FromBytes(new Uint8Array(await file.arrayBuffer()));
}

/** Offers a downloaded contract file to the browser under a name with the right extension. */
export function saveDownloadedFile(base64: string, baseName: string): void {
  const bytes = bytesFromBase64(base64);
  const { type, extension } = detectFileType(bytes);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${baseName}.${extension}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
