import { ActivityEntry } from '../modules/activity/activity.entity';
import { LoginAttempt } from '../modules/auth/login-attempt.entity';
import { Session } from '../modules/auth/session.entity';
import { ContactAddress } from '../modules/contacts/contact-address.entity';
import { ContactPhone } from '../modules/contacts/contact-phone.entity';
import { Contact } from '../modules/contacts/contact.entity';
import { Firm } from '../modules/firms/firm.entity';
import { Note } from '../modules/notes/note.entity';
import { User } from '../modules/users/user.entity';

/** Every TypeORM entity; a module adds its own here. */
export const entities = [Firm, User, Session, LoginAttempt, ActivityEntry, Contact, ContactPhone, ContactAddress, Note];
