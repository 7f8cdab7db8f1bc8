import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { imageSize } from 'image-size';
import type { DataSource } from 'typeorm';
import { pathId } from '../../http/params';
import type { ViewerRequest } from '../../http/require-viewer';
import type { FileStorage } from '../../storage/file-storage';
import { Contact } from './contact.entity';
import type { AppServices } from '../../graphql/context';

export const PHOTO_MIN_SIZE = 256;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The widest and tallest photo or avatar kept (a 12-megapixel phone photo is 4032 × 3024). Only
 * the header is read here, but every browser that shows the picture decodes all of it: a small
 * file claiming 60000 × 60000 pixels would take gigabytes in each of them.
 */
export const PHOTO_MAX_SIDE = 4096;

/** Why a picture of this size is refused (422), or null when it is not too large. */
export function oversizedPicture(what: 'photo' | 'picture', width: number, height: number): string | null {
  if (width <= PHOTO_MAX_SIDE && height <= PHOTO_MAX_SIDE) return null;
  return `The ${what} can be at most ${PHOTO_MAX_SIDE} × ${PHOTO_MAX_SIDE} pixels; this one is ${width} × ${height}. Make it smaller and upload it again.`;
}

const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

function problem(res: Response, status: number, error: string) {
  res.status(status).json({ error });
}

/**
 * PUT /api/contacts/:id/photo with the image as the body (Content-Type image/png or image/jpeg):
 * a PNG or JPG, checked by its content, of at least 256 x 256 pixels and at most 4096 x 4096. Answers the new photo
 * address and the contact's new version.
 */
export function uploadContactPhotoHandler(dataSource: DataSource, services: AppServices, storage: FileStorage) {
  return async (req: Request, res: Response) => {
    const { viewer } = req as ViewerRequest;
    const firmId = viewer.firm.id;
    const id = pathId(req, 'The contact');
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || body.length === 0) return problem(res, 415, 'Upload a PNG or JPG image.');
    let size: ReturnType<typeof imageSize>;
    try {
      size = imageSize(body);
    } catch {
      return problem(res, 415, 'Upload a PNG or JPG image.');
    }
    if (size.type !== 'png' && size.type !== 'jpg') return problem(res, 415, 'Upload a PNG or JPG image.');
    if (size.width < PHOTO_MIN_SIZE || size.height < PHOTO_MIN_SIZE) {
      return problem(
        res,
        422,
        `The photo must be at least ${PHOTO_MIN_SIZE} × ${PHOTO_MIN_SIZE} pixels; this one is ${size.width} × ${size.height}.`,
      );
    }
    const oversized = oversizedPicture('photo', size.width, size.height);
    if (oversized) return problem(res, 422, oversized);
    const contacts = dataSource.getRepository(Contact);
    const contact = await contacts.findOneBy({ id, firmId });
    if (!contact) return problem(res, 404, 'The contact was not found.');

    const key = `${firmId}/contact-photos/${contact.id}-${randomBytes(8).toString('hex')}.${size.type}`;
    await storage.put(key, body);
    const photoUrl = `/api/contacts/${contact.id}/photo?v=${key.slice(-21, -4)}`;
    await dataSource.transaction(async (manager) => {
      await manager.getRepository(Contact).update({ id: contact.id, firmId }, { photoKey: key, photoUrl });
      await services.contacts.recordActivity(manager, viewer, firmId, contact.id, 'contact.photo_changed', `Changed the photo of ${contact.name}`);
    });
    if (contact.photoKey) await storage.remove(contact.photoKey);
    const { version } = await contacts.findOneByOrFail({ id: contact.id, firmId });
    res.status(200).json({ photoUrl, version });
  };
}

/** GET /api/contacts/:id/photo: the photo, to members of the contact's firm only. */
export function contactPhotoHandler(dataSource: DataSource, storage: FileStorage) {
  return async (req: Request, res: Response) => {
    const { viewer } = req as ViewerRequest;
    const contact = await dataSource.getRepository(Contact).findOneBy({ id: pathId(req, 'The contact'), firmId: viewer.firm.id });
    if (!contact?.photoKey) return problem(res, 404, 'No photo.');
    const extension = contact.photoKey.split('.').pop() as keyof typeof CONTENT_TYPES;
    res.setHeader('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    storage.read(contact.photoKey).on('error', () => res.destroy()).pipe(res);
  };
}
