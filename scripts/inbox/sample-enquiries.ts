/**
 * Sample enquiries for the inbox under `npm run dev` and for its benchmark: made up, varied
 * (interests, languages, states, notifications in every state), and the same on every run.
 */
import type { PGlite } from "@electric-sql/pglite";

export const sampleTeam = [
  { id: "5a3e0c1e-0000-4000-8000-000000000001", email: "sam@verdavia.example", name: "Sam Sample", role: "admin" },
  { id: "5a3e0c1e-0000-4000-8000-000000000002", email: "nadia@verdavia.example", name: "Nadia Haddad", role: "member" },
] as const;

const people = [
  ["Lena Fischer", "lena.fischer@nordair.example", "NordAir", "fuel-supply", "/contact", "We operate 40 A320neo aircraft out of Hamburg and want to start a 10% SAF blend next summer. Could you share indicative pricing and volumes?"],
  ["أحمد المنصوري", "ahmed@gulfjet.example", "طيران الخليج التنفيذي", "fuel-supply", "/ar/contact", "نرغب في معرفة إمكانية توريد وقود الطيران المستدام إلى مطار دبي ورلد سنترال بدءًا من الربع الثاني."],
  ["Priya Natarajan", "priya@greenfund.example", "Green Transition Fund", "investment", "/contact", "We are raising a fund focused on aviation decarbonisation and would like to understand your next plant's financing."],
  ["Tom Becker", "t.becker@uni-research.example", "Institute for Fuel Research", "research", "/technology", "Our lab studies HEFA co-processing; would you be open to a joint paper on feedstock variability?"],
  ["Fatima Al Zaabi", "fatima@skylinks.example", null, "partnership", "/ar/partnerships", "أمثل مجموعة من المطارات الإقليمية ونبحث عن شريك لبرنامج الحجز والمطالبة."],
  ["=HYPERLINK(\"http://evil.example\")", "+1@spam.example", "-Dash Co", "other", "/contact", "@SUM(1+1) cheap offers!!!"],
  ["Oliver Grant", "oliver.grant@charterco.example", "CharterCo", "fuel-supply", "/contact", "Do you supply smaller volumes for business aviation at Farnborough?"],
  ["Mariam Youssef", "mariam@cargoline.example", "CargoLine", "partnership", "/partnerships", "We would like to discuss a book-and-claim arrangement for our freight customers, with quarterly reporting."],
] as const;

const states = ["new", "new", "in_progress", "answered", "new", "spam", "answered", "new"] as const;

/** Stores `count` sample messages, the newest `minutesApart` before now, each with its notification in some state. */
export async function seedSampleEnquiries(db: PGlite, count = 40, minutesApart = 97): Promise<void> {
  await db.exec("reset role");
  for (const member of sampleTeam) {
    await db.query("insert into auth.users (id, email) values ($1, $2) on conflict do nothing", [member.id, member.email]);
    await db.query("insert into public.team_members (user_id, name, role) values ($1, $2, $3) on conflict do nothing", [member.id, member.name, member.role]);
  }
  const now = Date.now();
  for (let index = count - 1; index >= 0; index -= 1) {
    const [name, email, company, interest, sentFrom, text] = people[index % people.length]!;
    const receivedAt = new Date(now - index * minutesApart * 60_000 - 5 * 60_000);
    const { rows } = await db.query<{ id: number }>(
      `insert into public.contact_messages (name, email, company, interest, message, sent_from, received_at, idempotency_key, sender_digest)
       values ($1, $2, $3, $4, $5, $6, $7, gen_random_uuid(), 'sample') returning id`,
      [name, email, company, interest, text, sentFrom, receivedAt],
    );
    const id = rows[0]!.id;
    const state = states[index % states.length]!;
    if (state !== "new") {
      await db.query("update public.contact_messages set state = $2, handled_by = $3, handled_at = $4 where id = $1", [id, state, sampleTeam[index % 2]!.id, new Date(receivedAt.getTime() + 3_600_000)]);
    }
    const outcome = index % 5;
    if (outcome <= 2) {
      await db.query("update public.contact_notifications set state = 'sent', attempts = 1, sent_at = $2, channels_done = '{email}' where message_id = $1", [id, new Date(receivedAt.getTime() + 20_000)]);
    } else if (outcome === 3) {
      await db.query(
        "update public.contact_notifications set attempts = 2, next_attempt_at = $2, last_error = 'the mail service refused it (503 Service Unavailable)' where message_id = $1",
        [id, new Date(now + 17 * 60_000)],
      );
    } else {
      await db.query("update public.contact_notifications set state = 'failed', attempts = 14, last_error = 'the mail service refused the address the team''s mail goes to' where message_id = $1", [id]);
    }
  }
}
