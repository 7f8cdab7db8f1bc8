import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MailParser, type AddressObject, type AttachmentStream, type Headers, type MessageText } from 'mailparser';

/** What is filed of an email besides its attachments (those go to the caller as they arrive). */
export interface ReadEmail {
  subject?: string;
  from?: AddressObject;
  to?: AddressObject | AddressObject[];
  cc?: AddressObject | AddressObject[];
  date?: Date;
  messageId?: string;
  /** The plain text, or the HTML's text when there is none. */
  text?: string;
}

/** The file is not an email mailparser can read (the import answers that for this file only). */
export class UnreadableEmail extends Error {}

export interface EmailAttachment {
  fileName: string | undefined;
  /** Embedded in the body (a logo, a signature image) rather than attached. */
  inline: boolean;
  content: Readable;
}

function headersOf(headers: Headers): ReadEmail {
  return {
    subject: headers.get('subject') as string | undefined,
    from: headers.get('from') as AddressObject | undefined,
    to: headers.get('to') as AddressObject | AddressObject[] | undefined,
    cc: headers.get('cc') as AddressObject | AddressObject[] | undefined,
    date: headers.get('date') as Date | undefined,
    messageId: headers.get('message-id') as string | undefined,
  };
}

/**
 * Reads an .eml as it streams in (mailparser's MailParser, not simpleParser, which holds every
 * attachment in memory): each attachment goes to `onAttachment` while it is decoded, one at a
 * time, and whatever that leaves unread is skipped. Only the headers and the body text are kept.
 * Rejects with UnreadableEmail when the file is not an email, or with what `onAttachment` threw.
 */
export async function readEml(source: Readable, onAttachment: (attachment: EmailAttachment, email: ReadEmail) => Promise<void>): Promise<ReadEmail> {
  // The HTML version and its links are not filed: don't build them.
  const parser = new MailParser({ skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true });
  const email: ReadEmail = {};
  // A failure of the caller or of reading the file is the server's, not the email's.
  let callerFailure: unknown;
  let sourceFailure: unknown;
  source.once('error', (error) => (sourceFailure = error));
  parser.once('headers', (headers: Headers) => Object.assign(email, headersOf(headers)));
  const consumer = new Writable({
    objectMode: true,
    write(part: AttachmentStream | MessageText, _encoding, done) {
      if (part.type === 'text') {
        email.text = part.text;
        return done();
      }
      const content = part.content as Readable;
      const attachment = { fileName: part.filename, inline: part.contentDisposition === 'inline', content };
      onAttachment(attachment, email)
        .catch((error: unknown) => {
          callerFailure = error;
        })
        .finally(() => {
          // Skips what was not read (an attachment refused or not wanted), then lets the parser go on.
          content.resume();
          part.release?.();
          done(callerFailure as Error | undefined);
        });
    },
  });
  try {
    await pipeline(source, parser, consumer);
  } catch (error) {
    if (callerFailure || sourceFailure) throw callerFailure ?? sourceFailure;
    throw new UnreadableEmail(error instanceof Error ? error.message : String(error));
  }
  return email;
}
