export const PHOTO_MIN_SIZE = 256;

/** Why a chosen photo cannot be used (PNG or JPG, at least 256 x 256 px), or null when it can. */
export async function photoProblem(file: File): Promise<string | null> {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return 'Choose a PNG or JPG image.';
  const url = URL.createObjectURL(file);
  try {
    const { width, height } = await new Promise<{ width: number; height: number }>((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => reject(new Error('unreadable'));
      image.src = url;
    });
    if (width < PHOTO_MIN_SIZE || height < PHOTO_MIN_SIZE) {
      return `The photo must be at least ${PHOTO_MIN_SIZE} × ${PHOTO_MIN_SIZE} pixels; this one is ${width} × ${height}.`;
    }
    return null;
  } catch {
    return 'This file is not a readable image.';
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Stores a contact's photo on the server; resolves with the server's complaint, or null. */
export async function uploadContactPhoto(contactId: string, file: File): Promise<string | null> {
  const response = await fetch(`/api/contacts/${contactId}/photo`, {
    method: 'PUT',
    headers: { 'content-type': file.type },
    body: file,
    credentials: 'same-origin',
  });
  if (response.ok) return null;
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  return body?.error ?? 'The photo could not be saved.';
}
