/**
 * Where a person's profile photo is served. The version in the query changes with each upload, so
 * a browser fetches a replaced photo instead of showing its cached copy. Null: no photo.
 */
export const nannyProfilePhotoUrl = (nannyId: string, photoVersion: string | null) =>
  photoVersion ? `/api/nannies/${nannyId}/files/profile-photo?v=${photoVersion}` : null;

/** A parent's photo, versioned by its upload time (see nannyProfilePhotoUrl). */
export const parentProfilePhotoUrl = (parentId: string, photo: { uploadedAt: string } | null) =>
  photo ? `/api/parents/${parentId}/files/profile-photo?v=${Date.parse(photo.uploadedAt)}` : null;
