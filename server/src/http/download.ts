import { create } from 'content-disposition';

/** Lone UTF-16 surrogates (no character; encodeURIComponent throws on them). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Control characters (C0, DEL, C1): never part of a file name a person chose. */
const CONTROL = /\p{Cc}+/gu;

/**
 * The Content-Disposition header of a file sent as `type` under `name`, whatever the name holds
 * (a case number, a title, an uploaded file's name): RFC 6266 through the `content-disposition`
 * package (an ASCII `filename` and the UTF-8 `filename*` when needed), so quotes, semicolons,
 * line breaks and non-Latin-1 letters never split or break the header.
 */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const clean = name.replace(LONE_SURROGATE, '\ufffd').replace(CONTROL, ' ').trim();
  return create(clean || 'download', { type });
}
