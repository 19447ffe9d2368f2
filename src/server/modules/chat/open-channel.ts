import { sql } from 'drizzle-orm';
import { applications, channels, users } from '../../db/schema';
import type { Db } from '../../db/client';

/**
 * Every referral has its chat channel, made in the referral's own transaction and named
 * "<candidate> – <referrer>" as migration 0010 named the channels of earlier referrals.
 * A second call for the same referral changes nothing.
 */
export async function openReferralChannel(db: Db, appId: number, applicationId: number): Promise<void> {
  const a = applications;
  await db.execute(sql`
    insert into ${channels} (app_id, channel_name, application_id, referrer_id, created_at, updated_at)
    select ${a.appId}, trim(${a.firstName} || ' ' || ${a.lastName}) || ' – ' || coalesce(trim(${users.name} || ' ' || ${users.lastName}), 'Referrer'),
      ${a.id}, ${a.referrerId}, ${a.createdAt}, ${a.createdAt}
    from ${a} left join ${users} on ${users.id} = ${a.referrerId}
    where ${a.appId} = ${appId} and ${a.id} = ${applicationId} and ${a.referrerId} is not null
    on conflict do nothing`);
}
