import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One message of a demo conversation: who of the pair sends it, and how long ago. */
type Line = [from: 0 | 1, agoMs: number, body: string];

/**
 * A few conversations between the demo firm's people and its client, with history, so /message is
 * not empty for anyone who tries the demo. The last message of each is unread by its other member.
 */
export async function seedDemoMessages(manager: EntityManager, firmId: string, people: { attorney: string; paralegal: string; staff: string; client: string }): Promise<void> {
  const conversations: Array<[[string, string], Line[]]> = [
    [
      [people.attorney, people.client],
      [
        [1, 3 * DAY + 2 * HOUR, 'Hi Jordan, the insurance adjuster called me today asking for a recorded statement. Should I talk to them?'],
        [0, 3 * DAY + HOUR, 'Please do not give a recorded statement. Refer them to me; I will send them a letter of representation today.'],
        [1, 3 * DAY, 'Understood, thank you.'],
        [0, 5 * HOUR, 'Your physical therapy records arrived. Are you still going twice a week?'],
      ],
    ],
    [
      [people.paralegal, people.client],
      [
        [0, 2 * DAY + 4 * HOUR, 'Hi Chris, could you send photos of the damage to your car and any receipts for the rental?'],
        [1, 2 * DAY + 3 * HOUR, 'Sure, I will upload them tonight. Do you also need the towing invoice?'],
        [0, 2 * DAY + 2 * HOUR, 'Yes please, the towing invoice too. Thank you!'],
        [1, 50 * MINUTE, 'Uploaded the photos, the rental receipt and the towing invoice.'],
      ],
    ],
    [
      [people.attorney, people.paralegal],
      [
        [0, DAY + 6 * HOUR, 'Can you request the ER records for the Alvarez case? The demand is due soon.'],
        [1, DAY + 5 * HOUR, 'Requested this morning; the hospital says 10 business days.'],
        [0, 2 * HOUR, 'Thanks. Put a follow-up task on my list for next Friday.'],
      ],
    ],
    [
      [people.staff, people.attorney],
      [
        [0, 6 * HOUR, 'The court clerk called about the hearing date on the Bell case; they can offer the 14th or the 21st.'],
        [1, 5 * HOUR, 'The 21st works. Please confirm with the clerk and put it on the calendar.'],
        [0, 4 * HOUR, 'Confirmed for the 21st at 9:30.'],
      ],
    ],
  ];
  const now = Date.now();
  for (const [pair, lines] of conversations) {
    const [conversation] = (await manager.query('INSERT INTO conversations (firm_id, pair_key) VALUES ($1, $2) RETURNING id', [firmId, [...pair].sort().join(':')])) as Array<{ id: string }>;
    for (const [from, ago, body] of lines) {
      await manager.query('INSERT INTO messages (id, firm_id, conversation_id, sender_id, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        randomUUID(), firmId, conversation!.id, pair[from], body, new Date(now - ago),
      ]);
    }
    const last = lines.at(-1)!;
    const lastAt = new Date(now - last[1]);
    await manager.query('UPDATE conversations SET last_message_at = $2, last_message_preview = $3 WHERE id = $1', [conversation!.id, lastAt, last[2].slice(0, 200)]);
    // The sender has read everything; the other has read up to the message before the last.
    const before = new Date(now - (lines.at(-2)?.[1] ?? last[1]));
    await manager.query('INSERT INTO conversation_members (firm_id, conversation_id, user_id, last_read_at) VALUES ($6, $1, $2, $3), ($6, $1, $4, $5)', [
      conversation!.id, pair[last[0]], lastAt, pair[last[0] === 0 ? 1 : 0], before, firmId,
    ]);
  }
}
