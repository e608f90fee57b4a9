/**
 * Where uploaded files (today: logos and favicons) are kept. One interface, so the database
 * implementation can give way to object storage without a caller changing.
 */
export interface StoredFile {
  id: string;
  contentType: string;
  bytes: Buffer;
  /** Hex SHA-256 of the bytes: the file's ETag. */
  sha256: string;
}

export interface NewFile {
  /** The organisation the file belongs to (deleted with it); null for the platform's own. */
  companyId: string | null;
  contentType: string;
  bytes: Buffer;
}

export interface FileStore {
  /** Stores the file and answers its id; a stored file never changes under its id. */
  put(file: NewFile): Promise<string>;
  get(id: string): Promise<StoredFile | null>;
  delete(id: string): Promise<void>;
}

/** The path the API serves a stored file at (GET /files/{id}), as the company row keeps it. */
export const filePath = (id: string) => `/files/${id}`;

const FILE_PATH = /^\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The id of a stored file from its path, or null for any other URL (an outside image). */
export function fileIdOf(path: string | null | undefined): string | null {
  return path ? (FILE_PATH.exec(path)?.[1] ?? null) : null;
}
