// What an upload accepts, written once: the browser refuses a file before sending it by these
// rules, and the server checks the type (from the bytes) and the size again by the same ones.

const MB = 1024 * 1024;

export interface FileRules {
  types: readonly string[];
  /** The types as a person reads them: "JPEG, PNG or WebP". */
  typeNames: string;
  maxBytes: number;
}

export const photoFileRules: FileRules = {
  types: ['image/jpeg', 'image/png', 'image/webp'],
  typeNames: 'JPEG, PNG or WebP',
  maxBytes: 5 * MB,
};

export const documentFileRules: FileRules = {
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  typeNames: 'PDF, JPEG or PNG',
  maxBytes: 10 * MB,
};

export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}

/** "JPEG, PNG or WebP, up to 5 MB." */
export function describeFileRules(rules: FileRules): string {
  return `${rules.typeNames}, up to ${formatMegabytes(rules.maxBytes)}.`;
}

/** Why the browser refuses a file before sending it, or null to let it go. */
export function fileProblem(rules: FileRules, file: { size: number; type: string }): string | null {
  if (file.size === 0) return 'The file is empty. Please choose another one.';
  // An unknown type ('') is left to the server, which reads the bytes anyway.
  if (file.type !== '' && !rules.types.includes(file.type)) {
    return `Please choose a ${rules.typeNames} file.`;
  }
  if (file.size > rules.maxBytes) {
    return `The file is too large: the limit is ${formatMegabytes(rules.maxBytes)}.`;
  }
  return null;
}
