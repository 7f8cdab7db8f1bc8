import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { imageSize } from 'image-size';
import type { DataSource } from 'typeorm';
import { UUID } from '../../http/params';
import type { ViewerRequest } from '../../http/require-viewer';
import type { FileStorage } from '../../storage/file-storage';
import { oversizedPicture, PHOTO_MAX_BYTES } from '../contacts/contact.photo';
import { User } from './user.entity';

export const AVATAR_MAX_BYTES = PHOTO_MAX_BYTES;
const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;
const FILE_NAME = /^[0-9a-f]{16}\.(png|jpg)$/;

const keyOf = (firmId: string, userId: string, file: string) => `${firmId}/avatars/${userId}-${file}`;

function problem(res: Response, status: number, error: string) {
  res.status(status).json({ error });
}

/**
 * PUT /api/me/avatar with a PNG or JPG as the body (checked by its content, at most 4096 x 4096
 * pixels): the signed-in user's own picture. Answers the new avatarUrl and the user's version.
 * The previous file is removed.
 */
export function uploadAvatarHandler(dataSource: DataSource, storage: FileStorage) {
  return async (req: Request, res: Response) => {
    const { viewer } = req as ViewerRequest;
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || body.length === 0) return problem(res, 415, 'Upload a PNG or JPG image.');
    let size: ReturnType<typeof imageSize>;
    try {
      size = imageSize(body);
    } catch {
      return problem(res, 415, 'Upload a PNG or JPG image.');
    }
    const type = size.type;
    if (type !== 'png' && type !== 'jpg') return problem(res, 415, 'Upload a PNG or JPG image.');
    const oversized = oversizedPicture('picture', size.width, size.height);
    if (oversized) return problem(res, 422, oversized);
    const file = `${randomBytes(8).toString('hex')}.${type}`;
    const userId = viewer.user.id;
    await storage.put(keyOf(viewer.firm.id, userId, file), body);
    const avatarUrl = `/api/users/${userId}/avatar/${file}`;
    const previous = await dataSource.getRepository(User).findOneByOrFail({ id: userId });
    const rows = (await dataSource.query(
      'UPDATE users SET avatar_url = $1, version = version + 1, updated_at = now() WHERE id = $2 RETURNING version',
      [avatarUrl, userId],
    )) as [Array<{ version: number }>, number];
    const previousFile = previous.avatarUrl?.match(/\/avatar\/([^/?]+)$/)?.[1];
    if (previousFile && FILE_NAME.test(previousFile)) await storage.remove(keyOf(viewer.firm.id, userId, previousFile)).catch(() => undefined);
    res.status(200).json({ avatarUrl, version: rows[0][0]?.version });
  };
}

/** GET /api/users/:id/avatar/:file : a picture of someone of the viewer's own firm. */
export function avatarHandler(dataSource: DataSource, storage: FileStorage) {
  return async (req: Request, res: Response) => {
    const { viewer } = req as ViewerRequest;
    const file = String(req.params.file);
    const id = String(req.params.id);
    if (!FILE_NAME.test(file) || !UUID.test(id)) return problem(res, 404, 'No picture.');
    const user = await dataSource.getRepository(User).findOneBy({ id, firmId: viewer.firm.id });
    if (!user || user.avatarUrl !== `/api/users/${id}/avatar/${file}`) return problem(res, 404, 'No picture.');
    res.setHeader('Content-Type', CONTENT_TYPES[file.endsWith('.png') ? 'png' : 'jpg']);
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    storage.read(keyOf(viewer.firm.id, id, file)).on('error', () => res.destroy()).pipe(res);
  };
}
